import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { LIBRARY_KEY, WISHLIST_KEY, openMarketplace, productCard, readStored } from './helpers';
import { expectDrawnIcons } from '../support/drawn-icons';

test.describe('wishlist', { tag: ['@marketplace'] }, () => {
  test('the wishlist toggle is a pressed/unpressed button, stored as id → true', async ({ page }) => {
    await openMarketplace(page);
    const toggle = productCard(page, 'Navatar Tee').getByRole('button', { name: 'Wishlist' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expectDrawnIcons(toggle, 1, 16); // a drawn heart, not ♡ / ♥
    await expect(toggle.locator('path')).toHaveAttribute('fill', 'none');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expectDrawnIcons(toggle, 1, 16);
    await expect(toggle.locator('path')).toHaveAttribute('fill', 'currentColor');
    expect(await readStored(page, WISHLIST_KEY)).toEqual({ 'navatar-tee': true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await readStored(page, WISHLIST_KEY)).toEqual({});
  });

  test('/wishlist lists saved products each with Remove, then the empty text', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Wishlist' }).click();
    await page.goto('/marketplace/stickers');
    await expectHeading(page, 'Sticker Pack');
    await page.getByRole('button', { name: 'Wishlist' }).click(); // from the product page
    await expect(page.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
    await expectHeading(page, 'Wishlist');
    await expect(page.getByRole('region', { name: 'Saved products' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('link', { name: 'Turian Plush' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sticker Pack' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove Turian Plush' }).click();
    await expect(page.getByRole('link', { name: 'Turian Plush' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove Sticker Pack' }).click();
    await expect(page.getByText('No saved items yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the Marketplace' })).toBeFocused();
    expect(await readStored(page, WISHLIST_KEY)).toEqual({});
  });

  test('empty wishlist shows the spec text and passes axe', async ({ page }) => {
    await page.goto('/wishlist');
    await expectHeading(page, 'Wishlist');
    await expect(page.getByText('No saved items yet.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the wishlist survives a reload', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Wishlist' }).click();
    await page.reload();
    await expect(productCard(page, 'Sticker Pack').getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: 'Sticker Pack' })).toBeVisible();
  });
});

test.describe('Library of favourites', { tag: ['@marketplace'] }, () => {
  test("Save to Library raises 'Saved to Library ⭐' (ok); Remove raises 'Removed from Library' (warn)", async ({ page }) => {
    await openMarketplace(page);
    const card = productCard(page, 'Turian Plush');
    await card.getByRole('button', { name: 'Save to Library' }).click();
    const saved = page.getByText('Saved to Library ⭐');
    await expect(saved).toBeVisible();
    await expect(saved).toHaveAttribute('data-kind', 'ok');
    expect(await readStored(page, LIBRARY_KEY)).toEqual([
      { id: 'product:turian-plush', kind: 'product', title: 'Turian Plush', href: '/marketplace/turian-plush' },
    ]);

    await card.getByRole('button', { name: 'Remove from Library' }).click();
    const removed = page.getByText('Removed from Library');
    await expect(removed).toBeVisible();
    await expect(removed).toHaveAttribute('data-kind', 'warn');
    await expect(card.getByRole('button', { name: 'Save to Library' })).toBeVisible();
    expect(await readStored(page, LIBRARY_KEY)).toEqual([]);
  });

  test('new Library items go to the front, and the Library survives a reload (product page too)', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Save to Library' }).click();
    await page.goto('/marketplace/stickers');
    await page.getByRole('button', { name: 'Save to Library' }).click();
    await expect(page.getByText('Saved to Library ⭐')).toBeVisible();
    expect(((await readStored(page, LIBRARY_KEY)) as Array<{ id: string }>).map((i) => i.id)).toEqual(['product:stickers', 'product:navatar-tee']);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Remove from Library' })).toBeVisible();
  });

  test('the Library is listed on /wishlist: newest first, each linking to its product, with Remove; then its empty text', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Save to Library' }).click();
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Save to Library' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wishlist' }).click();
    await expectHeading(page, 'Wishlist');
    const library = page.getByRole('region', { name: 'Your Library' });
    const items = library.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.first().getByRole('link')).toHaveText('Sticker Pack');
    await expect(items.nth(1).getByRole('link')).toHaveText('Navatar Tee');
    await expectNoAxeViolations(page);

    await items.nth(1).getByRole('button', { name: 'Remove Navatar Tee from Library' }).click();
    await expect(page.getByText('Removed from Library')).toBeVisible();
    await expect(items).toHaveCount(1);
    expect(((await readStored(page, LIBRARY_KEY)) as Array<{ id: string }>).map((i) => i.id)).toEqual(['product:stickers']);

    await items.first().getByRole('link', { name: 'Sticker Pack' }).click();
    await expectHeading(page, 'Sticker Pack');
    await page.goBack();
    await library.getByRole('button', { name: 'Remove Sticker Pack from Library' }).click();
    await expect(library.getByRole('listitem')).toHaveCount(0);
    await expect(library).toContainText('Your Library is empty. Tap ‘Save to Library’ on a product to keep it here.');
    await expect(library.getByRole('link', { name: 'Find products to save' })).toHaveAttribute('href', '/marketplace');
  });
});
