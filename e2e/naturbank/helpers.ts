/** Helpers shared by the NaturBank e2e specs (local demo mode only). */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
export { QUOTA_MESSAGE, expectNoHorizontalScroll, makeWritesFail, readStored, seedStorageOnce } from '../support/storage';

export const WALLET_KEY = 'naturverse.naturbank.wallet.v1';
export const TRANSACTIONS_KEY = 'naturverse.naturbank.transactions.v1';
export const LEDGER_KEY = 'naturverse.naturbank.ledger.v1';
export const EMPTY_ACTIVITY = 'No activity yet. Use the grant/spend buttons to simulate flow.';

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

/** Fail the test if anything opens a browser dialog (alert/confirm). */
export function failOnDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`unexpected dialog: ${dialog.message()}`);
  });
}
