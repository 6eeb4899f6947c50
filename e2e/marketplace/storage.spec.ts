import { test, expect, expectHeading } from '../support/fixtures';
import { countErrToasts } from '../support/storage';
import {
  CART_KEY,
  LIBRARY_KEY,
  QUOTA_MESSAGE,
  WISHLIST_KEY,
  cartDot,
  expectNotReloaded,
  makeMarketplaceWritesFail,
  markPage,
  openMarketplace,
  productCard,
  readStored,
  seedStorageOnce,
} from './helpers';

const CORRUPT_VARIANTS: Array<{ label: string; values: Record<string, string> }> = [
  { label: 'invalid JSON', values: { [CART_KEY]: '{not json', [WISHLIST_KEY]: '{"a":', [LIBRARY_KEY]: 'undefined' } },
  { label: 'wrong shapes', values: { [CART_KEY]: '[1,2,3]', [WISHLIST_KEY]: '["stickers"]', [LIBRARY_KEY]: '{"id":"product:stickers"}' } },
  {
    label: 'bad entries and an unknown version',
    values: {
      [CART_KEY]: '{"version":1,"lines":[{"id":"stickers","name":"Sticker Pack","price":6,"qty":-4},null,"x"]}',
      [WISHLIST_KEY]: '{"stickers":"yes","navatar-tee":1}',
      [LIBRARY_KEY]: '[null,5,{"id":""},{"title":"x"}]',
    },
  },
  { label: 'a future cart version and scalars', values: { [CART_KEY]: '{"version":2,"lines":[]}', [WISHLIST_KEY]: '42', [LIBRARY_KEY]: '"saved"' } },
];

test.describe('storage: corrupt values read as empty defaults', { tag: ['@marketplace'] }, () => {
  for (const { label, values } of CORRUPT_VARIANTS) {
    test(`${label}: empty cart, empty wishlist, empty Library, no errors, and saving repairs them`, async ({ page }) => {
      await seedStorageOnce(page, values);
      await page.goto('/cart');
      await expectHeading(page, 'Cart');
      await expect(page.getByText('Your cart is empty.')).toBeVisible();
      await expect(cartDot(page)).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
      await expect(page.getByText('No saved items yet.')).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Marketplace' }).click();
      await expectHeading(page, 'Marketplace');
      await expect(page.getByRole('button', { name: 'Save to Library' })).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Remove from Library' })).toHaveCount(0);
      for (const button of await page.getByRole('button', { name: 'Wishlist' }).all()) {
        await expect(button).toHaveAttribute('aria-pressed', 'false');
      }

      const card = productCard(page, 'Sticker Pack');
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await card.getByRole('button', { name: 'Wishlist' }).click();
      await card.getByRole('button', { name: 'Save to Library' }).click();
      await expect(cartDot(page)).toHaveText('1');
      expect(await readStored(page, CART_KEY)).toMatchObject({ lines: [{ id: 'stickers', qty: 1 }] });
      expect(await readStored(page, WISHLIST_KEY)).toEqual({ stickers: true });
      expect(await readStored(page, LIBRARY_KEY)).toEqual([{ id: 'product:stickers', kind: 'product', title: 'Sticker Pack', href: '/marketplace/stickers' }]);
    });
  }
});

test.describe('storage: failed writes', { tag: ['@marketplace'] }, () => {
  test('a full storage quota shows the err toast; the header count, wishlist and Library stay what was saved', async ({ page }) => {
    await makeMarketplaceWritesFail(page, [CART_KEY, WISHLIST_KEY, LIBRARY_KEY]);
    const errToasts = await countErrToasts(page);
    await openMarketplace(page);
    const card = productCard(page, 'Turian Plush');

    await card.getByRole('button', { name: 'Add to cart' }).click();
    const error = page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE });
    await expect(error.first()).toBeVisible();
    await expect(cartDot(page)).toHaveCount(0); // the header shows what was saved: nothing

    // each refusal is reported (an err toast) and changes nothing on screen
    await expect.poll(errToasts).toBe(1);
    await card.getByRole('button', { name: 'Wishlist' }).click();
    await expect.poll(errToasts).toBe(2);
    await expect(card.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    await card.getByRole('button', { name: 'Save to Library' }).click();
    await expect.poll(errToasts).toBe(3);
    await expect(card.getByRole('button', { name: 'Save to Library' })).toBeVisible();
    await expect(page.getByText('Saved to Library ⭐')).toHaveCount(0); // the only toast is the honest one
    await expect(error).not.toHaveCount(0);

    // the cart page (another component) agrees with the header: nothing was saved
    await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
    await expectHeading(page, 'Cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    for (const key of [CART_KEY, WISHLIST_KEY, LIBRARY_KEY]) expect(await readStored(page, key)).toBeNull();
  });
});

test.describe('one cart store across parts and tabs', { tag: ['@marketplace'] }, () => {
  test('one store instance across federation: a cart written inside the marketplace remote is read by the shell header', async ({ page }) => {
    // a tab gets no storage event for its own writes and nothing re-reads storage: the
    // header can only see the new count if shell and remote share the same store instance
    await openMarketplace(page);
    await markPage(page);
    await expect(cartDot(page)).toHaveCount(0);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('2');
    expect(await readStored(page, CART_KEY)).toMatchObject({ lines: [{ id: 'navatar-tee', qty: 2 }] });
    await expectNotReloaded(page);
  });

  test('two tabs agree on the cart count after an add in one (storage event)', async ({ page, context }) => {
    const other = await context.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (e) => otherErrors.push(e.message));
    await openMarketplace(page);
    await other.goto('/wishlist');
    await expectHeading(other, 'Wishlist');
    await expect(cartDot(other)).toHaveCount(0);

    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('1');
    await expect(cartDot(other)).toHaveText('1');

    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(other)).toHaveText('2');
    await expect(cartDot(page)).toHaveText('2');
    expect(otherErrors).toEqual([]);
  });

  test('two tabs agree on the wishlist and the Library too', async ({ page, context }) => {
    const other = await context.newPage();
    await openMarketplace(page);
    await openMarketplace(other);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Wishlist' }).click();
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Save to Library' }).click();
    const otherCard = productCard(other, 'Navatar Tee');
    await expect(otherCard.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect(otherCard.getByRole('button', { name: 'Remove from Library' })).toBeVisible();
  });
});
