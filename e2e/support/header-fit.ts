/**
 * The tour: at 360 px the header once broke its words — 'Naturvers / e' and
 * 'Men / u' — and, signed in, had no room for the profile icon beside the cart and the menu.
 * On a phone the whole bar is one row: logo and name on one line, every control a full touch
 * target inside the screen, nothing sideways.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export async function expectHeaderOnOneRow(page: Page, controls: number) {
  const bar = page.locator('.nv-header__bar');
  const brand = bar.getByRole('link', { name: 'Naturverse' });
  const row = (await brand.boundingBox())!;
  expect(row.height, 'the name on one line').toBeLessThanOrEqual(48);
  const items = bar.locator('.nv-header__tools > *');
  await expect(items).toHaveCount(controls);
  const width = page.viewportSize()!.width;
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    expect(box.width, 'a full touch target').toBeGreaterThanOrEqual(44);
    expect(box.height, 'a full touch target, on one line').toBeGreaterThanOrEqual(44);
    expect(box.height).toBeLessThanOrEqual(48);
    expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(width);
    expect(Math.abs(box.y + box.height / 2 - (row.y + row.height / 2)), 'on the name’s row').toBeLessThanOrEqual(4);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
