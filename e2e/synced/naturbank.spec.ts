// NaturBank, signed in, against the real schema on PostgreSQL (e2e/support/backend):
// wallet read/save, the transaction list (newest first, at most 200), inserts
// guarded by the table's trigger, and the balance summed by the v_my_wallet view.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/backend/fixture';

const balance = (page: Page) => page.getByTestId('bank-balance');
const transactions = (page: Page) => page.getByRole('list', { name: 'Transactions, newest first' }).getByRole('listitem');

async function openSyncedBank(page: Page) {
  await page.goto('/naturbank');
  await expect(page.getByRole('heading', { level: 1, name: 'NaturBank' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Synced to your account.')).toBeVisible();
}

test.describe('NaturBank, synced (real schema on PostgreSQL)', { tag: ['@naturbank'] }, () => {
  test('wallet and 205 transactions: newest first, 200 shown, balance from the view; grant and wallet save are rows', async ({
    page,
    connect,
    newUser,
    sql,
  }) => {
    const user = await newUser();
    await sql(`insert into natur_wallets (user_id, address, label) values ($1, 'leaf-123', 'Piggy bank')`, [user.id]);
    // 204 grants of 1 NATUR (oldest first), then the newest: a spend of 4 → the view sums 200
    await sql(
      `insert into natur_transactions (user_id, wallet_address, kind, amount, note, created_at)
       select $1, 'leaf-123', 'grant', 1, 'Seed grant ' || i, now() - interval '1 day' + i * interval '1 minute'
       from generate_series(1, 204) as i`,
      [user.id],
    );
    await sql(`insert into natur_transactions (user_id, kind, amount, note) values ($1, 'spend', 4, 'Newest spend')`, [user.id]);
    await connect(page, user);
    await openSyncedBank(page);

    await expect(balance(page)).toHaveText('200 NATUR');
    await expect(page.getByTestId('wallet-details')).toContainText('leaf-123');
    await expect(page.getByTestId('wallet-details')).toContainText('Piggy bank');
    await expect(transactions(page)).toHaveCount(200);
    await expect(transactions(page).first()).toContainText('Newest spend');
    await expect(transactions(page).first()).toContainText('−4');
    await expect(transactions(page).nth(1)).toContainText('Seed grant 204');
    await expect(transactions(page).last()).toContainText('Seed grant 6'); // 1–5 are beyond the 200 newest

    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(balance(page)).toHaveText('225 NATUR');
    await expect(transactions(page).first()).toContainText('Daily grant');
    await expect(transactions(page).first()).toContainText('+25');
    const [newest] = await sql(
      `select kind, amount::float as amount, note, wallet_address from natur_transactions where user_id = $1 order by created_at desc limit 1`,
      [user.id],
    );
    expect(newest).toEqual({ kind: 'grant', amount: 25, note: 'Daily grant', wallet_address: 'leaf-123' });

    await page.getByLabel('Label (optional)').fill('Rainy day jar');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText('Rainy day jar');
    await expect
      .poll(async () => (await sql(`select address, label from natur_wallets where user_id = $1`, [user.id]))[0])
      .toEqual({ address: 'leaf-123', label: 'Rainy day jar' });
  });

  test('a new user: no wallet, 0 NATUR, Spend off; a saved wallet is the user’s row', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await connect(page, user);
    await openSyncedBank(page);
    await expect(balance(page)).toHaveText('0 NATUR');
    await expect(page.getByRole('button', { name: 'Spend −10' })).toBeDisabled();
    await expect(page.getByText('Spending needs at least 10 NATUR. Try a grant first!')).toBeVisible();
    await expect(page.getByText('No wallet yet. Type an address and save it.')).toBeVisible();
    await page.getByLabel('Wallet address').fill('fern-42');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText('fern-42');
    await expect.poll(() => sql(`select address, label from natur_wallets where user_id = $1`, [user.id])).toEqual([{ address: 'fern-42', label: null }]);
  });

  test('a spend the balance no longer covers is refused by the database; the balance stays', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await sql(`insert into natur_transactions (user_id, kind, amount, note) values ($1, 'grant', 15, 'Seed')`, [user.id]);
    await connect(page, user);
    await openSyncedBank(page);
    await expect(balance(page)).toHaveText('15 NATUR');
    // meanwhile the family spent 10 elsewhere (another device): 5 left
    await sql(`insert into natur_transactions (user_id, kind, amount, note) values ($1, 'spend', 10, 'Elsewhere')`, [user.id]);
    const alerted = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.message()), void d.dismiss())));
    await page.getByRole('button', { name: 'Spend −10' }).click();
    expect(await alerted).toBe('Not enough NATUR for that spend. Try a grant first, then spend again.');
    const [after] = await sql<{ n: number; balance: number }>(
      `select count(*)::int as n, coalesce(sum(case when kind = 'spend' then -amount else amount end), 0)::float as balance
       from natur_transactions where user_id = $1`,
      [user.id],
    );
    expect(after).toEqual({ n: 2, balance: 5 });
  });
});
