import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';

const ZONES: Array<[slug: string, title: string]> = [
  ['arcade', 'Arcade'],
  ['music', 'Music'],
  ['wellness', 'Wellness'],
  ['creator-lab', 'Creator Lab'],
  ['stories', 'Stories'],
  ['quizzes', 'Quizzes'],
  ['observations', 'Observations'],
  ['culture', 'Culture'],
  ['community', 'Community'],
  ['future', 'Future'],
];

test.describe('zones index', { tag: ['@zones'] }, () => {
  test('shows the 10 zone cards in spec order, each linking under /zones/', async ({ page }) => {
    await page.goto('/zones');
    await expectHeading(page, 'Zones');
    const cards = page.getByRole('list', { name: 'All zones' }).getByRole('link');
    await expect(cards).toHaveCount(10);
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(ZONES.map(([, title]) => title));
    for (const [i, [slug]] of ZONES.entries()) await expect(cards.nth(i)).toHaveAttribute('href', `/zones/${slug}`);
    await expect(cards.first()).toContainText('Test your reactions');
    await expectNoAxeViolations(page);
  });

  test('a card opens its zone without a reload', async ({ page }) => {
    await page.goto('/zones');
    await page.getByRole('link', { name: /Music/ }).click();
    await expectHeading(page, 'Music');
    await expect(page).toHaveURL(/\/zones\/music$/);
  });

  test('unknown zone paths show Page not found', async ({ page }) => {
    await page.goto('/zones/nope');
    await expectHeading(page, 'Page not found');
  });
});

test.describe('zone routes', { tag: ['@zones'] }, () => {
  for (const [slug, title] of ZONES) {
    // axe on each zone route, in four looks, signed out and in: e2e/a11y/axe.spec.ts
    test(`/zones/${slug} renders "${title}"`, async ({ page }) => {
      await page.goto(`/zones/${slug}`);
      await expectHeading(page, title);
      // every zone is built: none shows the 'being built' placeholder
      await expect(page.getByText('This hub is being built. Please visit again soon!')).toHaveCount(0);
    });
  }
});
