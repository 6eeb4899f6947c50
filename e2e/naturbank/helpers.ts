/** Helpers shared by the NaturBank e2e specs (local demo mode only). */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export const WALLET_KEY = 'naturverse.naturbank.wallet.v1';
export const TRANSACTIONS_KEY = 'naturverse.naturbank.transactions.v1';
export const LEDGER_KEY = 'naturverse.naturbank.ledger.v1';
export const EMPTY_ACTIVITY = 'No activity yet. Use the grant/spend buttons to simulate flow.';
export const QUOTA_MESSAGE = 'Your browser storage is full, so this was not saved. Remove some saved items and try again.';

/** Open a bank page and wait for its h1 (the first hub mount fetches the remote: allow a busy machine 20 s). */
export async function openBankPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

export async function openBank(page: Page) {
  await openBankPage(page, '/naturbank', 'NaturBank');
  await expect(page.getByText('Local demo mode.')).toBeVisible();
}

export const bankBalance = (page: Page): Locator => page.getByTestId('bank-balance');
export const ledgerBalance = (page: Page): Locator => page.getByTestId('ledger-balance');
export const transactions = (page: Page): Locator => page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');
export const ledgerEntries = (page: Page): Locator => page.getByRole('list', { name: 'Ledger entries, newest first' }).getByRole('listitem');

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

export async function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

/** Nothing may stick out sideways. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** Fail the test if anything opens a browser dialog (alert/confirm). */
export function failOnDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}
