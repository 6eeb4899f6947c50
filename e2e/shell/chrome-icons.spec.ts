// The site's own chrome draws its icons itself (SVG files or inline SVG), never
// as emoji, which show as empty boxes on a device without a colour-emoji font. Emoji a family
// chooses (a story's, a quiz's) are not chrome and are not checked here; Culture's kingdom
// pictures, the site's own content, are. Icons inside a zone's play (quiz marks, Read to me,
// Karaoke) and the sign-in and wishlist marks are checked in their own specs, where those
// screens are reached.
import { expectDrawnIcons } from '../support/drawn-icons';
import { disableIdlePrefetch, expect, expectHeading, test } from '../support/fixtures';

test.describe('chrome icons are drawn, not emoji', { tag: ['@cross'] }, () => {
  test('header (logo, cart, menu) and Home’s three pillars', async ({ page }) => {
    test.slow(); // three looks of the header and three images each checked as loaded
    await disableIdlePrefetch(page);
    await page.setViewportSize({ width: 360, height: 740 }); // the Menu button shows on phones
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    const bar = page.locator('.nv-header__bar');
    await expect(bar.getByRole('link', { name: 'Naturverse' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Cart' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expectDrawnIcons(bar, 3);
    await bar.getByRole('button', { name: 'Menu' }).click();
    await expectDrawnIcons(bar, 3); // the close icon replaces the menu icon
    await expect(bar.locator('img[src*="close"]')).toBeVisible();
    await expectDrawnIcons(page.getByRole('region', { name: 'Play, learn and earn' }), 3);
  });

  test('the ten zone cards', async ({ page }) => {
    test.slow(); // the zones hub loads, then ten images each checked as loaded
    await disableIdlePrefetch(page);
    await page.goto('/zones');
    await expectHeading(page, 'Zones');
    const cards = page.getByRole('list', { name: 'All zones' });
    await expect(cards.getByRole('link')).toHaveCount(10);
    await expect(cards.getByRole('link', { name: /Arcade/ })).toContainText('Test your reactions');
    await expectDrawnIcons(cards, 10);
  });

  test('the not-found page and a hub’s error fallback', async ({ page }) => {
    await disableIdlePrefetch(page);
    await page.goto('/no-such-page');
    await expectHeading(page, 'Page not found');
    await expectDrawnIcons(page.getByRole('main'), 1, 40);
    // every hub's manifest refused (wherever the hubs are served): the Zones link shows the fallback
    await page.route(/\/mf-manifest\.json(\?|$)/, (route) => route.abort());
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Zones', exact: true }).click();
    const fallback = page.getByRole('main').getByRole('alert');
    await expect(fallback).toContainText('Something went wrong.');
    await expectDrawnIcons(fallback, 1, 40);
  });

  test('Naturversity’s four area cards, each course card and a course page', { tag: ['@naturversity'] }, async ({ page }) => {
    test.slow(); // the hub loads, then ten images each checked as loaded
    await disableIdlePrefetch(page);
    await page.goto('/naturversity');
    await expectHeading(page, 'Naturversity');
    await expectDrawnIcons(page.getByRole('list', { name: 'Naturversity areas' }), 4);
    await page.getByRole('link', { name: /Courses/ }).click();
    await expectHeading(page, 'Courses');
    await expectDrawnIcons(page.getByRole('list', { name: 'Courses' }), 5);
    await page.getByRole('link', { name: 'View Syllabus' }).first().click();
    await expectHeading(page, 'Nature 101');
    await expectDrawnIcons(page.locator('.nv-nu-course-meta'), 1);
  });

  test('Culture’s six kingdom titles', { tag: ['@zones'] }, async ({ page }) => {
    test.slow(); // the hub loads, then six images each checked as loaded
    await disableIdlePrefetch(page);
    await page.goto('/zones/culture');
    await expectHeading(page, 'Culture');
    for (const kingdom of ['Thailandia', 'Amerilandia', 'Chilandia', 'Japonica', 'Europalia', 'Africana']) {
      const title = page.getByRole('region', { name: kingdom }).getByRole('heading', { level: 2 });
      await expect(title).toHaveText(kingdom); // the icon is decorative: the name alone
      await expectDrawnIcons(title, 1);
    }
  });

  for (const [path, heading, list, items] of [
    ['/zones/future', 'Future', 'Coming soon', 6],
    ['/zones/creator-lab', 'Creator Lab', 'Creator tools', 3],
  ] as const) {
    test(`${heading}’s ${items} cards`, { tag: ['@zones'] }, async ({ page }) => {
      await disableIdlePrefetch(page);
      await page.goto(path);
      await expectHeading(page, heading);
      await expectDrawnIcons(page.getByRole('list', { name: list }), items);
    });
  }
});
