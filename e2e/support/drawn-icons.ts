/**
 * The site's own chrome draws its icons, never as emoji, which show as empty
 * boxes on a device without a colour-emoji font. Shared by the specs whose screens carry them.
 */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/** Emoji and the dingbat/symbol blocks fonts draw as colour emoji or not at all. */
export const EMOJI = /[\p{Extended_Pictographic}\u2600-\u27BF\u2B00-\u2BFF]|\uFE0F/u;

/**
 * The part's text has no emoji, and it shows one drawn icon per item: an inline <svg aria-hidden>
 * or an <img> (alt="" beside text, the link's name when it is the link's only content) whose SVG
 * file really loaded — a file of its own or one icon of a set's file (`/icons/shell.svg#menu`).
 * Icons the stylesheet hides (the Menu button's other state) are not shown.
 */
export async function expectDrawnIcons(part: Locator, items: number, minWidth = 20) {
  expect(await part.innerText()).not.toMatch(EMOJI);
  const icons = part.locator('svg[aria-hidden="true"], img[src$=".svg"], img[src*=".svg#"]').filter({ visible: true });
  await expect(icons).toHaveCount(items);
  for (const icon of await icons.all()) {
    await expect(icon).toBeVisible();
    const box = await icon.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(minWidth);
    await expect.poll(() => icon.evaluate((el) => !(el instanceof HTMLImageElement) || (el.complete && el.naturalWidth > 0))).toBe(true);
  }
}
