// Issue 26 item 6: the site's own chrome draws its icons itself (inline SVG), never as emoji,
// which show as empty boxes on a device without a colour-emoji font. Emoji a family chooses
// (a story's) are not chrome and are not checked here.
import type { Locator } from '@playwright/test';
import { disableIdlePrefetch, expect, expectHeading, test } from '../support/fixtures';

/** Emoji and the dingbat/symbol blocks fonts draw as colour emoji or not at all. */
const EMOJI = /[\p{Extended_Pictographic}\u2600-\u27BF\u2B00-\u2BFF]|\uFE0F/u;

/**
 * The part's text has no emoji, and it shows one drawn icon per item: an inline <svg aria-hidden>
 * or an <img> (alt="" beside text, the link's name when it is the link's only content) whose SVG
 * file really loaded.
 */
async function expectDrawnIcons(part: Locator, items: number) {
  expect(await part.innerText()).not.toMatch(EMOJI);
  const icons = part.locator('svg[aria-hidden="true"], img[src$=".svg"]');
  await expect(icons).toHaveCount(items);
  for (const icon of await icons.all()) {
    await expect(icon).toBeVisible();
    const box = await icon.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(20);
    await expect.poll(() => icon.evaluate((el) => !(el instanceof HTMLImageElement) || (el.complete && el.naturalWidth > 0))).toBe(true);
  }
}

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
});
