import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { LEDGER_KEY, ledgerBalance, ledgerEntries, openBankPage, readStored, seedStorageOnce } from './helpers';

const openToken = (page: Parameters<typeof openBankPage>[0]) => openBankPage(page, '/naturbank/natur', 'NATUR Token');
const message = (page: Parameters<typeof openBankPage>[0]) => page.getByTestId('ledger-message');

test.describe('NATUR token page: the local ledger', { tag: ['@naturbank'] }, () => {
  test('+5, −5, Earn 10 and Spend 10 with a memo, newest first; overdrawing is refused', async ({ page }) => {
    await openToken(page);
    await expect(ledgerBalance(page)).toHaveText('0 NATUR');
    await expect(page.getByText('No ledger entries yet.', { exact: false })).toBeVisible();

    // nothing to spend yet: refused with a clear message, nothing recorded
    await page.getByRole('button', { name: '−5' }).click();
    await expect(message(page)).toHaveText('Not enough NATUR: you have 0 and this spend needs 5. Earn some first!');
    await expect(ledgerBalance(page)).toHaveText('0 NATUR');
    expect(await readStored(page, LEDGER_KEY)).toBeNull();

    await page.getByRole('button', { name: '+5' }).click();
    await expect(ledgerBalance(page)).toHaveText('5 NATUR');
    await expect(message(page)).toHaveText('');

    await page.getByLabel('Memo').fill('Watered the garden');
    await page.getByRole('button', { name: 'Earn 10' }).click();
    await expect(ledgerBalance(page)).toHaveText('15 NATUR');
    await expect(ledgerEntries(page).first()).toContainText('+10');
    await expect(ledgerEntries(page).first()).toContainText('Watered the garden');
    await expect(page.getByLabel('Memo')).toHaveValue('');

    await page.getByLabel('Memo').fill('Seed packet');
    await page.getByRole('button', { name: 'Spend 10' }).click();
    await expect(ledgerBalance(page)).toHaveText('5 NATUR');
    await expect(ledgerEntries(page).first()).toContainText('−10');
    await expect(ledgerEntries(page).first()).toContainText('Seed packet');

    await page.getByRole('button', { name: 'Spend 10' }).click();
    await expect(message(page)).toHaveText('Not enough NATUR: you have 5 and this spend needs 10. Earn some first!');
    await expect(ledgerBalance(page)).toHaveText('5 NATUR');

    await page.getByRole('button', { name: '−5' }).click();
    await expect(ledgerBalance(page)).toHaveText('0 NATUR');
    await expect(ledgerEntries(page)).toHaveCount(4);
    await expect(ledgerEntries(page).first()).toContainText('Quick −5');
    expect(await readStored(page, LEDGER_KEY)).toMatchObject({
      version: 1,
      entries: [
        { type: 'spend', amount: 5, memo: 'Quick −5' },
        { type: 'spend', amount: 10, memo: 'Seed packet' },
        { type: 'earn', amount: 10, memo: 'Watered the garden' },
        { type: 'earn', amount: 5, memo: 'Quick +5' },
      ],
    });

    await page.reload();
    await expect(ledgerEntries(page)).toHaveCount(4, { timeout: 20_000 });
    await expect(ledgerBalance(page)).toHaveText('0 NATUR');
    await expectNoAxeViolations(page);
  });

  test('messages follow the state: a refusal goes once the demo wallet brings 120; no pointer to a missing button', async ({ page }) => {
    await openToken(page);
    await page.getByRole('button', { name: 'Spend 10' }).click();
    await expect(message(page)).toHaveText('Not enough NATUR: you have 0 and this spend needs 10. Earn some first!');
    await page.getByRole('button', { name: 'Create demo wallet' }).click();
    await expect(ledgerBalance(page)).toHaveText('120 NATUR');
    // the refusal described a balance of 0: it must not stay next to 120
    await expect(message(page)).toHaveText('');
    await expect(page.getByText(/you have 0/)).toHaveCount(0);
  });

  test('with a wallet saved on /naturbank, the empty ledger does not point to a Create demo wallet button', async ({ page }) => {
    await openBankPage(page, '/naturbank', 'NaturBank');
    await page.getByLabel('Wallet address').fill('my-garden-wallet');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText('my-garden-wallet');
    await openToken(page);
    await expect(page.getByText('my-garden-wallet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create demo wallet' })).toHaveCount(0);
    const empty = page.getByText(/No ledger entries yet\./);
    await expect(empty).toBeVisible();
    await expect(empty).not.toContainText('Create a demo wallet');
    await expect(empty).toContainText('buttons above');
  });

  test('the ledger keeps the newest 100 entries (the balance does not jump)', async ({ page }) => {
    const entries = Array.from({ length: 100 }, (_, i) => ({ id: `s${i}`, ts: 1_600_000_000_000 - i * 1000, type: 'earn', amount: 1, memo: `Seeded ${i}` }));
    await seedStorageOnce(page, { [LEDGER_KEY]: JSON.stringify({ version: 1, carried: 0, entries }) });
    await openToken(page);
    await expect(ledgerEntries(page)).toHaveCount(100);
    await expect(ledgerBalance(page)).toHaveText('100 NATUR');
    await page.getByLabel('Memo').fill('Number 101');
    await page.getByRole('button', { name: 'Earn 10' }).click();
    await expect(ledgerBalance(page)).toHaveText('110 NATUR');
    await expect(ledgerEntries(page)).toHaveCount(100);
    await expect(ledgerEntries(page).first()).toContainText('Number 101');
    await expect(page.getByText('Seeded 99', { exact: true })).toHaveCount(0); // the oldest fell off
    await expect(page.getByText('Seeded 98', { exact: true })).toBeVisible();
    const stored = (await readStored(page, LEDGER_KEY)) as { carried: number; entries: unknown[] };
    expect(stored.entries).toHaveLength(100);
    expect(stored.carried).toBe(1);
  });
});

test.describe('NFT preview and learn pages', { tag: ['@naturbank'] }, () => {
  test('NFT preview: nature collectibles drawn as pictures, each with a disabled Mint (soon)', async ({ page }) => {
    await openBankPage(page, '/naturbank/nfts', 'NFT Preview');
    const cards = page.locator('[data-collectible]');
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(3);
    expect(count).toBeLessThanOrEqual(6);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(card.getByRole('img')).toHaveAttribute('aria-label', /\w{6,}/);
      await expect(card.locator('svg')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Mint (soon)' })).toBeDisabled();
    }
    await expect(page.getByRole('button', { name: 'Mint (soon)' })).toHaveCount(count);
    await expect(page.getByText(/Minting is coming soon/)).toBeVisible();
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('NFTs');
    await expectNoAxeViolations(page);
  });

  test('learn page: wallet, balance, ledger, pretend NATUR, saving vs spending', async ({ page }) => {
    await openBankPage(page, '/naturbank/learn', 'Learn about NaturBank');
    for (const heading of ['What is a wallet?', 'What is a balance?', 'What is a ledger?', 'NATUR is pretend', 'Saving or spending?']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByText(/not real money/).first()).toBeVisible();
    await page.getByRole('link', { name: 'NATUR token page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'NATUR Token' })).toBeVisible();
    await page.goBack();
    await expectNoAxeViolations(page);
  });
});
