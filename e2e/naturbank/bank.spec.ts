import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import {
  EMPTY_ACTIVITY,
  TRANSACTIONS_KEY,
  WALLET_KEY,
  bankBalance,
  failOnDialogs,
  ledgerBalance,
  ledgerEntries,
  openBank,
  openBankPage,
  readStored,
  transactions,
} from './helpers';

test.describe('NaturBank hub, local demo mode', { tag: ['@naturbank'] }, () => {
  test('shows Loading… then Local demo mode, 120 NATUR, the empty state and the demo notice', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __statusSeen: string[] }).__statusSeen = []);
      new MutationObserver(() => {
        const onBank = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'NaturBank');
        const status = document.querySelector('main .nv-bank__status')?.textContent ?? '';
        if (onBank && status && seen.at(-1) !== status) seen.push(status);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    failOnDialogs(page);
    await openBank(page);
    const seen = await page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen);
    expect(seen).toEqual(['Loading…', 'Local demo mode.']);
    await expect(bankBalance(page)).toHaveText('120 NATUR');
    await expect(page.getByText(EMPTY_ACTIVITY)).toBeVisible();
    await expect(page.getByText(/not real money/)).toBeVisible();
    await expect(page.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Spend −10' })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('Grant +25 and Spend −10 move the balance, list newest first, and spend disables below 10', async ({ page }) => {
    failOnDialogs(page);
    await openBank(page);
    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    await expect(page.getByText(EMPTY_ACTIVITY)).toHaveCount(0);
    await expect(transactions(page)).toHaveCount(1);
    await expect(transactions(page).first()).toContainText('+25');
    await expect(transactions(page).first()).toContainText('Daily grant');

    const spend = page.getByRole('button', { name: 'Spend −10' });
    await spend.click();
    await expect(bankBalance(page)).toHaveText('135 NATUR');
    await expect(transactions(page).first()).toContainText('−10');
    await expect(transactions(page).first()).toContainText('Shop demo');
    await expect(transactions(page).nth(1)).toContainText('Daily grant');

    // 135 → 5 in thirteen spends; the button turns off once the balance is under 10
    for (let balance = 125; balance >= 5; balance -= 10) {
      await spend.click();
      await expect(bankBalance(page)).toHaveText(`${balance} NATUR`);
    }
    await expect(spend).toBeDisabled();
    await expect(page.getByText('Spending needs at least 10 NATUR. Try a grant first!')).toBeVisible();
    await expect(transactions(page)).toHaveCount(15);
    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(bankBalance(page)).toHaveText('30 NATUR');
    await expect(spend).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('Create demo wallet: a demo- address, then 120 NATUR and 4 sample entries on the token page', async ({ page }) => {
    await openBank(page);
    await page.getByRole('button', { name: 'Create demo wallet' }).click();
    const details = page.getByTestId('wallet-details');
    await expect(details).toContainText(/demo-[0-9a-z]{10}/);
    await expect(details).toContainText('Demo wallet');
    await expect(page.getByRole('button', { name: 'Create demo wallet' })).toHaveCount(0);
    await expect(page.getByLabel('Wallet address')).toHaveValue(/^demo-[0-9a-z]{10}$/);
    const stored = (await readStored(page, WALLET_KEY)) as { address: string; createdAt: string };
    expect(stored.address).toMatch(/^demo-[0-9a-z]{10}$/);
    expect(Number.isNaN(Date.parse(stored.createdAt))).toBe(false);

    await page.getByRole('link', { name: 'NATUR token' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'NATUR Token' })).toBeVisible();
    await expect(page.getByText(stored.address)).toBeVisible();
    await expect(ledgerBalance(page)).toHaveText('120 NATUR');
    await expect(ledgerEntries(page)).toHaveCount(4);
    await expect(ledgerEntries(page).last()).toContainText('+120');
    await expect(page.getByRole('button', { name: 'Create demo wallet' })).toHaveCount(0);
  });

  test('Save wallet: a blank address is ignored; a real one is trimmed, shown and kept after reload', async ({ page }) => {
    failOnDialogs(page);
    await openBank(page);
    await page.getByLabel('Wallet address').fill('    ');
    await page.getByLabel('Label (optional)').fill('Should not save');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByText('No wallet yet.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('wallet-details')).toHaveCount(0);
    expect(await readStored(page, WALLET_KEY)).toBeNull();

    await page.getByLabel('Wallet address').fill('  leafy-123  ');
    await page.getByLabel('Label (optional)').fill(' Family jar ');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText('leafy-123');
    await expect(page.getByTestId('wallet-details')).toContainText('Family jar');
    expect(await readStored(page, WALLET_KEY)).toMatchObject({ address: 'leafy-123', label: 'Family jar' });

    await page.reload();
    await expect(page.getByText('Local demo mode.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('wallet-details')).toContainText('leafy-123');
    // a grant records the wallet's address
    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    expect(await readStored(page, TRANSACTIONS_KEY)).toMatchObject({
      version: 1,
      items: [{ wallet_address: 'leafy-123', kind: 'grant', amount: 25, note: 'Daily grant' }],
    });
  });

  test('balance and transactions survive a reload', async ({ page }) => {
    await openBank(page);
    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    await page.getByRole('button', { name: 'Spend −10' }).click();
    await expect(bankBalance(page)).toHaveText('135 NATUR');
    await page.reload();
    await expect(page.getByText('Local demo mode.')).toBeVisible({ timeout: 20_000 });
    await expect(bankBalance(page)).toHaveText('135 NATUR');
    await expect(transactions(page)).toHaveCount(2);
    await expect(transactions(page).first()).toContainText('Shop demo');
  });

  test('wallet page: edit form, details and the demo wallet date', async ({ page }) => {
    await openBankPage(page, '/naturbank/wallet', 'Wallet');
    await expect(page.getByText('Local demo mode.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('NaturBank');
    await page.getByRole('button', { name: 'Create demo wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText(/demo-[0-9a-z]{10}/);
    await expect(page.getByText(/Kept in this browser since/)).toContainText(/\d{4}/);
    await page.getByLabel('Label (optional)').fill('Acorn stash');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText('Acorn stash');
    await expectNoAxeViolations(page);
  });

  test('an unknown sub-path shows Page not found', async ({ page }) => {
    await page.goto('/naturbank/vault');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('The page you’re looking for doesn’t exist (or moved).')).toBeVisible();
  });
});
