import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { CART_KEY, cartDot, expectNotReloaded, failOnDialogs, markPage, openMarketplace, productCard, readStored } from './helpers';

test.describe('cart', { tag: ['@marketplace'] }, () => {
  test('adding from the list updates the header count dot without a reload', async ({ page }) => {
    await openMarketplace(page);
    await expect(cartDot(page)).toHaveCount(0); // no dot while the count is 0
    await markPage(page);
    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('1');
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('3');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expectNotReloaded(page);
    // the same id merged into one line (qty 2), stored under the versioned key
    expect(await readStored(page, CART_KEY)).toMatchObject({
      lines: [
        { id: 'turian-plush', name: 'Turian Plush', price: 24, href: '/marketplace/turian-plush', qty: 2 },
        { id: 'stickers', name: 'Sticker Pack', price: 6, qty: 1 },
      ],
    });
  });

  test('adding from the product page uses its quantity and merges with the same product', async ({ page }) => {
    await page.goto('/marketplace/navatar-tee');
    await expectHeading(page, 'Navatar Tee');
    await markPage(page);
    const qty = page.getByRole('spinbutton', { name: 'Quantity' });
    await qty.fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('2');
    await qty.fill('0'); // below 1 counts as 1
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartDot(page)).toHaveText('3');
    await expectNotReloaded(page);
    await page.getByRole('link', { name: 'Go to your cart' }).click();
    await expectHeading(page, 'Cart');
    await expect(page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('qty-navatar-tee')).toHaveText('3');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$54.00');
  });

  test('steppers, line removal at 1, Remove, subtotal and the empty state', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: /^Cart, 2 items/ }).click();
    await expectHeading(page, 'Cart');
    await expect(page.getByText('Subtotal: $30.00')).toBeVisible();

    await page.getByRole('button', { name: 'Increase quantity of Turian Plush' }).click();
    await expect(page.getByTestId('qty-turian-plush')).toHaveText('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$54.00');
    await expect(cartDot(page)).toHaveText('3');

    await page.getByRole('button', { name: 'Decrease quantity of Turian Plush' }).click();
    await expect(page.getByTestId('qty-turian-plush')).toHaveText('1');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$30.00');

    // decrease at quantity 1 removes the line
    await page.getByRole('button', { name: 'Decrease quantity of Sticker Pack' }).click();
    await expect(page.getByRole('link', { name: 'Sticker Pack' })).toHaveCount(0);
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$24.00');
    await expect(cartDot(page)).toHaveText('1');

    await page.getByRole('button', { name: 'Increase quantity of Turian Plush' }).click();
    await page.getByRole('button', { name: 'Remove Turian Plush' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(cartDot(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Checkout (stub)' })).toHaveCount(0);
    expect(await readStored(page, CART_KEY)).toEqual({ lines: [] });
  });

  test('subtotal is Σ qty × price with 2 decimals ($48.00 for two plushies)', async ({ page }) => {
    await openMarketplace(page);
    const add = productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' });
    await add.click();
    await add.click();
    await page.goto('/cart');
    await expect(page.getByText('Subtotal: $48.00')).toBeVisible();
    await expect(page.getByText('$48.00', { exact: true }).first()).toBeVisible();
  });

  test("'Checkout (stub)' does nothing: no navigation, no dialog, no error, cart unchanged", async ({ page }) => {
    failOnDialogs(page);
    await openMarketplace(page);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await expectHeading(page, 'Cart');
    await markPage(page);
    const before = await readStored(page, CART_KEY);
    await page.getByRole('button', { name: 'Checkout (stub)' }).click();
    await page.getByRole('button', { name: 'Checkout (stub)' }).press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expectHeading(page, 'Cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$18.00');
    await expect(cartDot(page)).toHaveText('1');
    expect(await readStored(page, CART_KEY)).toEqual(before);
    await expectNotReloaded(page);
  });

  test('empty cart shows the spec text and passes axe', async ({ page }) => {
    await page.goto('/cart');
    await expectHeading(page, 'Cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('cart with lines passes axe', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$30.00');
    await expectNoAxeViolations(page);
  });

  test('the cart and its header count survive a reload', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await page.reload();
    await expectHeading(page, 'Cart');
    await expect(cartDot(page)).toHaveText('2');
    await expect(page.getByTestId('qty-stickers')).toHaveText('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText('$12.00');
  });

  test('the steppers work by keyboard', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    const increase = page.getByRole('button', { name: 'Increase quantity of Navatar Tee' });
    await increase.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(page.getByTestId('qty-navatar-tee')).toHaveText('3');
  });

  test('removing lines by keyboard keeps focus inside the page, not lost to the top', async ({ page }) => {
    await openMarketplace(page);
    await productCard(page, 'Navatar Tee').getByRole('button', { name: 'Add to cart' }).click();
    await productCard(page, 'Sticker Pack').getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Remove Navatar Tee' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Items in your cart' })).toBeFocused();
    await page.getByRole('button', { name: 'Decrease quantity of Sticker Pack' }).focus();
    await page.keyboard.press('Enter'); // at quantity 1: removes the last line
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the Marketplace' })).toBeFocused();
  });
});
