/** Browser-storage helpers shared by every hub's e2e specs. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What platform's describeWriteFailure says when the quota is full. */
export const QUOTA_MESSAGE = 'Your browser storage is full, so this was not saved. Remove some saved items and try again.';

/** Seed raw localStorage values once, before any page script runs (reloads do not re-seed). */
export async function seedStorageOnce(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

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
 * What a persisted store saved under `key`: the `state` of its `{ version, state }`
 * envelope (platform's persisted.ts), or the parsed value of a key seeded bare
 * (null when absent).
 */
export async function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    if (raw === null) return null;
    const value = JSON.parse(raw) as { version?: unknown; state?: unknown } | null;
    const isEnvelope = !!value && typeof value === 'object' && typeof value.version === 'number' && 'state' in value;
    return isEnvelope ? value.state : value;
  }, key);
}

/** The raw stored text (null when absent), for "left exactly as it was" checks. */
export async function readRawStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => localStorage.getItem(k), key);
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
