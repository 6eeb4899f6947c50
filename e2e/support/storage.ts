/**
 * Browser-storage helpers shared by every hub's e2e specs. Seeding and reading stored values are
 * the testing kit's (@naturverse/testing/playwright), the ones a hub team's tests use.
 */
import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { expect } from './fixtures';

export { readRawStored, readStored, seedStorageOnce } from '@naturverse/testing/playwright';

/** A family's stored cart, two Turian plushes: the header then reads "Cart, 2 items". */
export const CART_OF_TWO_PLUSHES = {
  [STORAGE_KEYS.cart]:
    '{"version":1,"lines":[{"id":"turian-plush","name":"Turian Plush","price":24,"image":"/static/svg/turian-plush.0a1b2c3d.svg","href":"/marketplace/turian-plush","blurb":"Turian the Durian, soft and huggable.","qty":2}]}',
};

/** What platform's describeWriteFailure says when the quota is full. */
export const QUOTA_MESSAGE = 'Your browser storage is full, so this was not saved. Remove some saved items and try again.';

/** Make every write to these keys fail as a full quota would. */
export async function makeWritesFail(page: Page, keys: string[]) {
  await page.addInitScript((blocked) => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (blocked.includes(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    };
  }, keys);
}

/**
 * How many err toasts the page has raised so far (each refused write raises one), counted from
 * the toast events rather than the toasts on screen, which leave after 2.2 s. Call before goto.
 */
export async function countErrToasts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counted = window as unknown as { __errToasts: number };
    counted.__errToasts = 0;
    window.addEventListener('naturverse:toast', (event) => {
      if ((event as CustomEvent<{ kind: string }>).detail.kind === 'err') counted.__errToasts += 1;
    });
  });
  return () => page.evaluate(() => (window as unknown as { __errToasts: number }).__errToasts);
}

/**
 * Nothing may stick out sideways. `soft`: record a failure and go on, for a loop over routes that
 * should name every route that scrolls, with `message` saying which.
 */
export async function expectNoHorizontalScroll(page: Page, { soft = false, message }: { soft?: boolean; message?: string } = {}) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  (soft ? expect.soft : expect)(scroll, message).toBeLessThanOrEqual(width);
}
