/**
 * Bad input, the store side: success is said only for what was saved, the header
 * shows what was saved, quantities are bounded, and a stored cart line cannot
 * choose its own link or picture.
 */
import { test, expect, expectHeading } from '../support/fixtures';
import { QUOTA_MESSAGE, makeWritesFail, readRawStored, readStored } from '../support/storage';
import { gotoWithPausedClock } from '../zones/helpers';
import { STORAGE_KEYS } from './keys';
import { seedRaw } from './helpers';

const MAX_MESSAGE = 'A cart holds at most 99 of each item.';
const cartDot = (page: import('@playwright/test').Page) => page.getByRole('banner').getByTestId('cart-count');
const line = (id: string, name: string, qty: number, extra: object = {}) => ({ id, name, price: 6, blurb: '', qty, ...extra });
const envelope = (lines: object[]) => JSON.stringify({ version: 2, state: { lines } });

/** Start the reaction timer and make one valid tap (every wait is 800 ms with Math.random = 0). */
async function oneValidReactionTap(page: import('@playwright/test').Page) {
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await gotoWithPausedClock(page, '/zones/arcade');
  const pad = page.locator('.zn-pad');
  await pad.click();
  await expect(pad).toContainText('Wait for green…');
  await page.clock.runFor(800);
  await expect(pad).toContainText('Tap now!');
  await page.clock.runFor(250);
  await pad.click();
  await expect(pad).toContainText('Round 2 of 5');
}

test.describe("'Stamp earned!' only for a saved stamp", { tag: ['@cross'] }, () => {
  test('storage full: the reaction timer says why, never Stamp earned!, and counts nothing', async ({ page }) => {
    await makeWritesFail(page, [STORAGE_KEYS.stampCounts, STORAGE_KEYS.stampLastGrant]);
    await oneValidReactionTap(page);
    await expect(page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE }).first()).toBeVisible();
    await expect(page.getByText('Stamp earned!')).toHaveCount(0);
    expect(await readStored(page, STORAGE_KEYS.stampCounts)).toBeNull();
    expect(await readStored(page, STORAGE_KEYS.stampLastGrant)).toBeNull();
  });

  test('only the count cannot be saved: no Stamp earned!, and the day is not used up', async ({ page }) => {
    await makeWritesFail(page, [STORAGE_KEYS.stampCounts]);
    await oneValidReactionTap(page);
    await expect(page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE }).first()).toBeVisible();
    await expect(page.getByText('Stamp earned!')).toHaveCount(0);
    expect(await readStored(page, STORAGE_KEYS.stampCounts)).toBeNull();
    expect(await readStored(page, STORAGE_KEYS.stampLastGrant)).toEqual({}); // put back: may be earned later today
  });

  test('with room to save, the same tap says Stamp earned! and the count is stored', async ({ page }) => {
    await oneValidReactionTap(page);
    await expect(page.getByText('Stamp earned!')).toBeVisible();
    expect(await readStored(page, STORAGE_KEYS.stampCounts)).toEqual({ thailandia: 1 });
  });
});

test.describe('the header shows what was saved', { tag: ['@cross'] }, () => {
  test('storage full: + says why, and the count and quantity stay at the saved 1, also after a reload', async ({ page }) => {
    await seedRaw(page, { [STORAGE_KEYS.cart]: envelope([line('stickers', 'Sticker Pack', 1)]) });
    await makeWritesFail(page, [STORAGE_KEYS.cart]);
    await page.goto('/cart');
    await expectHeading(page, 'Cart');
    await expect(cartDot(page)).toHaveText('1');
    await page.getByRole('button', { name: 'Increase quantity of Sticker Pack' }).click();
    await expect(page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE }).first()).toBeVisible();
    await expect(cartDot(page)).toHaveText('1');
    await expect(page.getByTestId('qty-stickers')).toHaveText('1');
    await page.reload();
    await expect(page.getByTestId('qty-stickers')).toHaveText('1');
    await expect(cartDot(page)).toHaveText('1');
  });
});

test.describe('cart quantities are bounded', { tag: ['@cross'] }, () => {
  test('a stored 999999999 reads as 99 with the limit shown; + at 99 says so and adds nothing', async ({ page }) => {
    await seedRaw(page, { [STORAGE_KEYS.cart]: envelope([line('stickers', 'Sticker Pack', 999999999)]) });
    await page.goto('/cart');
    await expectHeading(page, 'Cart');
    await expect(page.getByTestId('qty-stickers')).toHaveText('99');
    await expect(cartDot(page)).toHaveText('99');
    await expect(page.getByText(MAX_MESSAGE)).toBeVisible();
    await page.getByRole('button', { name: 'Increase quantity of Sticker Pack' }).click();
    await expect(page.locator('[data-kind="warn"]', { hasText: MAX_MESSAGE })).toBeVisible();
    await expect(page.getByTestId('qty-stickers')).toHaveText('99');
    await page.getByRole('button', { name: 'Decrease quantity of Sticker Pack' }).click();
    await expect(page.getByTestId('qty-stickers')).toHaveText('98');
    await expect(page.getByText(MAX_MESSAGE)).toHaveCount(0);
    expect(await readStored(page, STORAGE_KEYS.cart)).toMatchObject({ lines: [{ id: 'stickers', qty: 98 }] });
  });

  test('the product page quantity field: 999999999 shows the limit, and adding past 99 is refused with the message', async ({ page }) => {
    await page.goto('/marketplace/stickers');
    await expectHeading(page, 'Sticker Pack');
    const field = page.getByLabel('Quantity');
    await field.fill('999999999');
    await expect(page.getByText(MAX_MESSAGE)).toBeVisible();
    await field.blur();
    await expect(field).toHaveValue('99');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('99');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.locator('[data-kind="warn"]', { hasText: MAX_MESSAGE })).toBeVisible();
    await expect(cartDot(page)).toHaveText('99');
  });
});

test.describe('a stored cart line cannot link or load off-site', { tag: ['@cross'] }, () => {
  test('tampered href and image are ignored: the link and picture come from the catalogue; an unknown id gets neither', async ({ page }) => {
    const tampered = envelope([
      line('stickers', 'Sticker Pack', 1, { href: 'https://evil.example/phish', image: 'https://evil.example/pixel.png' }),
      line('mystery', 'Mystery Box', 1, { href: 'javascript:alert(1)', image: '//evil.example/x.png' }),
    ]);
    await seedRaw(page, { [STORAGE_KEYS.cart]: tampered });
    await page.goto('/cart');
    await expectHeading(page, 'Cart');
    await expect(page.getByRole('link', { name: 'Sticker Pack' })).toHaveAttribute('href', '/marketplace/stickers');
    await expect(page.getByRole('heading', { name: 'Mystery Box' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mystery Box' })).toHaveCount(0);
    const sources = await page.locator('main img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    expect(sources).toHaveLength(1); // the catalogue's picture (built in as a data URL or served by the site)
    const [source = ''] = sources;
    expect(source.startsWith('data:image/') || new URL(source).origin === new URL(page.url()).origin, source.slice(0, 60)).toBe(true);
    expect(source).not.toContain('evil.example');
    const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) expect(new URL(href).origin).toBe(new URL(page.url()).origin);
    expect(await readRawStored(page, STORAGE_KEYS.cart)).toBe(tampered); // reading never rewrites it
  });
});

test.describe('a stored Library item cannot link off-site', { tag: ['@cross'] }, () => {
  test('a tampered href is ignored: the link is the product page; an unknown id is plain text', async ({ page }) => {
    const tampered = JSON.stringify({
      version: 1,
      state: [
        { id: 'product:stickers', kind: 'product', title: 'Sticker Pack', href: 'https://evil.example/phish' },
        { id: 'mystery', kind: 'note', title: 'Mystery Note', href: 'javascript:alert(1)' },
      ],
    });
    await seedRaw(page, { [STORAGE_KEYS.marketplaceLibrary]: tampered });
    await page.goto('/wishlist');
    await expectHeading(page, 'Wishlist');
    const library = page.getByRole('region', { name: 'Your Library' });
    await expect(library.getByRole('link', { name: 'Sticker Pack' })).toHaveAttribute('href', '/marketplace/stickers');
    await expect(library.getByRole('heading', { name: 'Mystery Note' })).toBeVisible();
    await expect(library.getByRole('link', { name: 'Mystery Note' })).toHaveCount(0);
    const hrefs = await page.locator('main a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) expect(new URL(href).origin).toBe(new URL(page.url()).origin);
  });
});
