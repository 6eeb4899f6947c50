import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import {
  EMPTY_ACTIVITY,
  LEDGER_KEY,
  QUOTA_MESSAGE,
  TRANSACTIONS_KEY,
  WALLET_KEY,
  bankBalance,
  ledgerBalance,
  ledgerEntries,
  makeWritesFail,
  openBank,
  openBankPage,
  readStored,
  seedStorageOnce,
  transactions,
} from './helpers';

const CORRUPT: Array<{ label: string; values: Record<string, string> }> = [
  { label: 'invalid JSON', values: { [WALLET_KEY]: '{not json', [TRANSACTIONS_KEY]: '[1,', [LEDGER_KEY]: 'undefined' } },
  { label: 'wrong shapes', values: { [WALLET_KEY]: '["demo-x"]', [TRANSACTIONS_KEY]: '[{"kind":"grant"}]', [LEDGER_KEY]: '{"entries":5}' } },
  {
    label: 'bad entries and unknown versions',
    values: {
      [WALLET_KEY]: '{"address":"   ","createdAt":"x"}',
      [TRANSACTIONS_KEY]:
        '{"version":1,"carried":"lots","items":[null,{"id":"a","kind":"steal","amount":5,"created_at":"2026-01-01"},{"id":"b","kind":"spend","amount":-9,"created_at":"2026-01-01"}]}',
      [LEDGER_KEY]: '{"version":9,"carried":0,"entries":[]}',
    },
  },
];

test.describe('corrupt storage reads as defaults', { tag: ['@naturbank'] }, () => {
  for (const { label, values } of CORRUPT) {
    test(`${label}: 120 NATUR, no wallet, empty lists, no errors; using the bank repairs it`, async ({ page }) => {
      await seedStorageOnce(page, values);
      await openBank(page);
      await expect(bankBalance(page)).toHaveText('120 NATUR');
      await expect(page.getByText(EMPTY_ACTIVITY)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create demo wallet' })).toBeVisible();
      await page.getByRole('button', { name: 'Grant +25' }).click();
      await expect(bankBalance(page)).toHaveText('145 NATUR');
      expect(await readStored(page, TRANSACTIONS_KEY)).toMatchObject({ version: 1, items: [{ kind: 'grant' }] });

      await page.getByRole('link', { name: 'NATUR token' }).click();
      await expect(ledgerBalance(page)).toHaveText('0 NATUR');
      await page.getByRole('button', { name: 'Create demo wallet' }).click();
      await expect(ledgerBalance(page)).toHaveText('120 NATUR');
      await expect(ledgerEntries(page)).toHaveCount(4);
    });
  }
});

test.describe('failed writes', { tag: ['@naturbank'] }, () => {
  test('a full quota changes nothing on screen and says why: an alert on the bank (spec §8), the err toast on the ledger', async ({ page }) => {
    await makeWritesFail(page, [WALLET_KEY, TRANSACTIONS_KEY, LEDGER_KEY]);
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await openBank(page);

    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect.poll(() => alerts).toEqual([QUOTA_MESSAGE]);
    await expect(bankBalance(page)).toHaveText('120 NATUR');
    await expect(transactions(page)).toHaveCount(0);

    await page.getByLabel('Wallet address').fill('oak-7');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect.poll(() => alerts).toEqual([QUOTA_MESSAGE, QUOTA_MESSAGE]);
    await expect(page.getByTestId('wallet-details')).toHaveCount(0);
    await expect(page.getByLabel('Wallet address')).toHaveValue('oak-7'); // the form keeps the input

    // the token page: the err toast, and the ledger stays as saved (empty)
    await page.getByRole('link', { name: 'NATUR token' }).click();
    await page.getByRole('button', { name: '+5' }).click();
    await expect(page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE }).first()).toBeVisible();
    await expect(ledgerBalance(page)).toHaveText('0 NATUR');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NaturBank' }).click();
    await expect(bankBalance(page)).toHaveText('120 NATUR');
    for (const key of [WALLET_KEY, TRANSACTIONS_KEY, LEDGER_KEY]) expect(await readStored(page, key)).toBeNull();
  });

  test('a failed write never destroys what was stored before', async ({ page }) => {
    const items = [{ id: 'old', user_id: 'local', wallet_address: null, kind: 'grant', amount: 25, note: 'Daily grant', created_at: '2026-01-01T00:00:00Z' }];
    const before = JSON.stringify({ version: 1, carried: 0, items });
    await seedStorageOnce(page, { [TRANSACTIONS_KEY]: before });
    await makeWritesFail(page, [TRANSACTIONS_KEY]);
    await openBank(page);
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await page.getByRole('button', { name: 'Spend −10' }).click();
    expect(await alerted).toBe(QUOTA_MESSAGE);
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    expect(await page.evaluate((k) => localStorage.getItem(k), TRANSACTIONS_KEY)).toBe(before);
  });
});

// Every NaturBank route in its first state is axe-checked in four looks, signed out and in, by
// e2e/a11y/axe.spec.ts › naturbank. These add the demo-mode line, and a path the matrix has not.
test.describe('every NaturBank route passes axe', { tag: ['@naturbank'] }, () => {
  for (const [path, heading] of [
    ['/naturbank', 'NaturBank'],
    ['/naturbank/wallet', 'Wallet'],
    ['/naturbank/nope', 'Page not found'],
  ] as const) {
    test(`${path}`, async ({ page }) => {
      await openBankPage(page, path, heading);
      if (path === '/naturbank' || path === '/naturbank/wallet') await expect(page.getByText('Local demo mode.')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
