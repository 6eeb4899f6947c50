// Passport, signed in, against the real schema on PostgreSQL (e2e/support/backend).
import type { Page } from '@playwright/test';
import { test, expect } from '../support/backend/fixture';

function worldCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}
const recentStamps = (page: Page) => page.getByRole('region', { name: 'Recent Stamps' }).getByRole('listitem');

async function openPassport(page: Page, status: string) {
  await page.goto('/passport');
  await expect(page.getByRole('heading', { level: 1, name: 'Passport' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(status)).toBeVisible();
}

test.describe('Passport, synced (real schema on PostgreSQL)', { tag: ['@passport'] }, () => {
  test('reads the user’s stamps newest first and badges; an added stamp shows world, title, note and date and is a row', async ({
    page,
    connect,
    newUser,
    sql,
  }) => {
    const user = await newUser();
    await sql(
      `insert into passport_stamps (user_id, world, title, note, created_at) values
         ($1, 'thailandia', 'Older stamp', 'From the server', '2026-11-01T10:00:00Z'),
         ($1, 'chilandia', 'Newer stamp', 'Also from the server', '2026-11-20T10:00:00Z')`,
      [user.id],
    );
    await sql(`insert into passport_badges (user_id, code, label) values ($1, 'first-steps', 'First Steps')`, [user.id]);
    await connect(page, user);
    await openPassport(page, 'Synced to your account.');

    await expect(recentStamps(page)).toHaveCount(2);
    await expect(recentStamps(page).first()).toContainText('Newer stamp');
    await expect(recentStamps(page).last()).toContainText('Older stamp');
    await expect(page.getByRole('region', { name: 'Badges' })).toContainText('First Steps');

    await worldCard(page, 'Brazilandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(recentStamps(page)).toHaveCount(3);
    const added = recentStamps(page).first();
    await expect(added).toContainText('Brazilandia');
    await expect(added).toContainText('Explorer Stamp');
    await expect(added).toContainText('Demo progress');
    await expect(added.locator('time')).toHaveText(/\d{4}/);

    const rows = await sql(`select world, title, note from passport_stamps where user_id = $1 order by created_at desc`, [user.id]);
    expect(rows[0]).toEqual({ world: 'brazilandia', title: 'Explorer Stamp', note: 'Demo progress' });
    expect(rows).toHaveLength(3);
    // synced mode mirrors nothing to browser storage
    expect(await page.evaluate(() => localStorage.getItem('naturverse.passport.stamps.v1'))).toBeNull();
  });

  test('a badge granted in synced mode shows its label and is a row of the user', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await connect(page, user);
    await openPassport(page, 'Synced to your account.');
    await expect(page.getByText('No badges yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Grant demo badge' }).click();
    const badges = page.getByRole('region', { name: 'Badges' }).getByRole('listitem');
    await expect(badges).toHaveCount(1);
    const rows = await sql<{ code: string; label: string }>(`select code, label from passport_badges where user_id = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    await expect(badges.first()).toContainText(rows[0]!.label);
  });

  test('one server read failing → local demo mode (silent fallback), nothing written', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await connect(page, user);
    // The one injected failure: the badges read answers 500 as PostgREST would when the database is down.
    await page.route('**/rest/v1/passport_badges?*', (route) =>
      route.fulfill({ status: 500, json: { code: 'XX000', message: 'badges are down', details: null, hint: null } }),
    );
    await openPassport(page, 'Local demo mode.');
    await expect(page.getByText('Synced to your account.')).toHaveCount(0);
    await worldCard(page, 'Chilandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(recentStamps(page)).toHaveCount(1);
    expect(await sql(`select 1 from passport_stamps where user_id = $1`, [user.id])).toEqual([]);
  });
  test('an insert the database refuses alerts its message and adds nothing', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await connect(page, user);
    await openPassport(page, 'Synced to your account.');
    await sql(`delete from auth.users where id = $1`, [user.id]); // the token stays valid; the foreign key refuses
    const alerted = new Promise<string>((resolve) => page.once('dialog', (d) => (resolve(d.message()), void d.dismiss())));
    await page.getByRole('button', { name: 'Grant demo badge' }).click();
    expect(await alerted).toBe('insert or update on table "passport_badges" violates foreign key constraint "passport_badges_user_id_fkey"');
    await expect(page.getByText('No badges yet.')).toBeVisible();
  });
});
