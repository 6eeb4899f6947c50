import { test, expect, expectHeading } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/storage';
import { openMarketplace, productCard } from './helpers';

test.describe('marketplace at 360 px', { tag: ['@marketplace'] }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('list, product page, cart and wishlist fit without sideways scrolling', async ({ page }, testInfo) => {
    await openMarketplace(page);
    await expectNoHorizontalScroll(page);
    const add = productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeInViewport();
    await add.click();
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Wishlist' }).click();
    await page.screenshot({ path: testInfo.outputPath('marketplace-360.png'), fullPage: true });

    await page.goto('/marketplace/navatar-tee');
    await expectHeading(page, 'Navatar Tee');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('product-360.png'), fullPage: true });

    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$24.00');
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('button', { name: 'Remove Turian Plush' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('cart-360.png'), fullPage: true });

    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: 'Sticker Pack' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('wishlist-360.png'), fullPage: true });
  });

  test('desktop screenshots for review (1280 px)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openMarketplace(page);
    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('marketplace-1280.png'), fullPage: true });
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$24.00');
    await page.screenshot({ path: testInfo.outputPath('cart-1280.png'), fullPage: true });
  });
});
