/** Helpers shared by the marketplace e2e specs. */
import type { Locator, Page } from '@playwright/test';
import { expect, expectHeading } from '../support/fixtures';
export { QUOTA_MESSAGE, readStored, seedStorageOnce, makeWritesFail as makeMarketplaceWritesFail } from '../support/storage';

export const CART_KEY = 'naturverse.cart.v1';
export const WISHLIST_KEY = 'naturverse.marketplace.wishlist.v1';
export const LIBRARY_KEY = 'naturverse.marketplace.library.v1';

/** A product card on /marketplace, found by its heading (the product name). */
export function productCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** The header's cart count dot (rendered by the shell, read from the shared store). */
export function cartDot(page: Page): Locator {
  return page.getByRole('banner').getByTestId('cart-count');
}

export async function openMarketplace(page: Page) {
  await page.goto('/marketplace');
  await expectHeading(page, 'Marketplace');
}

/** Leave a mark on window: if it is still there later, the page was not reloaded. */
export async function markPage(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}

export async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

/** Client-side navigation (as a router link would do), without reloading the page. */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Fail the test if anything opens a browser dialog (alert/confirm). */
export function failOnDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}
