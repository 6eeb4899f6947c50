import { test, expect, disableIdlePrefetch, expectHeading, expectNoAxeViolations } from '../support/fixtures';

test.describe('Turian', { tag: ['@shell'] }, () => {
  test('chat is disabled; the offline demo answers locally; live chat is coming soon', async ({ page }) => {
    const requests: string[] = [];
    // the idle prefetch of the main hubs could land while the demo runs: this test counts
    // what the demo itself sends, so the prefetch is off rather than raced
    await disableIdlePrefetch(page);
    await page.goto('/turian');
    await expectHeading(page, 'Turian the Durian');
    await expect(page.getByText(/temporarily disabled/)).toBeVisible();
    await expect(page.getByText('Live chat coming soon.')).toBeVisible();
    page.on('request', (r) => requests.push(r.url()));
    await page.getByRole('button', { name: 'Say hello' }).click();
    const log = page.getByRole('log', { name: 'Conversation with Turian' });
    await expect(log).toContainText('You: Say hello');
    await expect(log).toContainText('Turian: Hello, friend!');
    await page.getByRole('button', { name: 'Tell me a nature fact' }).click();
    await expect(log.getByRole('listitem')).toHaveCount(4);
    expect(requests, 'the demo sends nothing').toEqual([]);
    await expectNoAxeViolations(page);
  });
});

const TEXT_PAGES: Array<[string, string, RegExp]> = [
  ['/about', 'About', /kingdoms, characters and quests/],
  ['/contact', 'Contact', /write to the Naturverse team/],
  ['/terms', 'Terms', /Be kind/],
  ['/privacy', 'Privacy', /No ads, no trackers and no requests to third parties/],
  ['/accessibility', 'Accessibility', /works with a keyboard/],
];

test.describe('Text pages', { tag: ['@shell'] }, () => {
  for (const [path, title, text] of TEXT_PAGES) {
    // axe on each text page, in four looks, signed out and in: e2e/a11y/axe.spec.ts
    test(`${path} has its own text`, async ({ page }) => {
      await page.goto(path);
      await expectHeading(page, title);
      await expect(page.getByRole('main').getByText(text)).toBeVisible();
    });
  }

  test('privacy says what is stored where', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByText(/local storage/)).toBeVisible();
    await expect(main.getByText(/Supabase project stores your sign-in e-mail address, your profile/)).toBeVisible();
    for (const word of ['stamps', 'scores', 'wallet', 'XP']) await expect(main.getByText(new RegExp(word)).first()).toBeVisible();
    // hub health reports: how browsers are counted without keeping who they are, and for how long
    await expect(main.getByRole('heading', { name: 'Reports about how the site works' })).toBeVisible();
    await expect(main.getByText(/a secret that changes every day and is then deleted; the address itself is never kept/)).toBeVisible();
    await expect(main.getByText(/Reports are deleted after 30 days/)).toBeVisible();
  });
});
