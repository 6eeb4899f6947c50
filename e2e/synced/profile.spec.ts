// Sign-in and the profile page, signed in, against the real schema on PostgreSQL
// (e2e/support/backend): profile upsert on sign-in, profile save, avatar upload
// (storage policy) and its public URL, the wallet through earn_spend_natur and
// v_my_wallet, and the XP ledger.
import type { Page } from '@playwright/test';
import { expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { test, expect } from '../support/backend/fixture';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function collectAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

test.describe('Sign-in and profile, synced (real schema on PostgreSQL)', { tag: ['@shell'] }, () => {
  test('an e-mail link sign-in exchanges the code and upserts the profile row with id and email', async ({ page, backend, connect, newUser, sql }) => {
    test.skip(!backend.emulated, 'the e-mailed link is read from the emulator; a real project sends a real e-mail');
    const user = await newUser('linked');
    await connect(page, null);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Magic link sent! Check your email.')).toBeVisible();
    const link = backend.gotrue.links.find((l) => l.email === user.email);
    expect(link?.redirectTo).toBe(`${new URL(page.url()).origin}/auth/callback`);

    await page.goto(`/auth/callback?code=${link?.code}`); // the family opens the e-mailed link
    await expectHeading(page, 'Welcome to Naturverse');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect
      .poll(() => sql(`select id, email, theme, kid_safe_chat from profiles where id = $1`, [user.id]))
      .toEqual([{ id: user.id, email: user.email, theme: 'system', kid_safe_chat: true }]);
  });

  test('profile save and avatar: the row holds the form, the picture is stored in the user’s folder and shown from its public URL', async ({
    page,
    backend,
    connect,
    newUser,
    sql,
  }) => {
    const user = await newUser();
    await sql(`insert into profiles (id, display_name, email, theme) values ($1, 'Leafy', $2, 'dark')`, [user.id, user.email]);
    await connect(page, user);
    await page.goto('/profile');
    await expect(page.getByTestId('cloud-status')).toHaveText('Last update ready.', { timeout: 20_000 });
    await expect(page.getByLabel('Display name')).toHaveValue('Leafy');
    await expect(page.getByLabel('Theme')).toHaveValue('dark');

    await page.getByLabel('Display name').fill('Leafy Green');
    await page.getByLabel('Avatar').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => alerts).toEqual(['Saved!']);

    const [row] = await sql<{ display_name: string; theme: string; avatar_url: string }>(`select display_name, theme, avatar_url from profiles where id = $1`, [
      user.id,
    ]);
    expect(row?.display_name).toBe('Leafy Green');
    expect(row?.theme).toBe('dark');
    expect(row?.avatar_url).toMatch(new RegExp(`^${backend.url}/storage/v1/object/public/avatars/${user.id}/avatar\\.png\\?v=\\d+$`));
    expect(await sql(`select owner::text as owner from storage.objects where bucket_id = 'avatars' and name = $1`, [`${user.id}/avatar.png`])).toEqual([
      { owner: user.id },
    ]);
    // the picture the family sees was loaded from that public URL
    const avatar = page.getByRole('img', { name: 'Your current avatar' });
    await expect(avatar).toHaveAttribute('src', row!.avatar_url);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });

  test('wallet: balance from v_my_wallet, earn and spend through earn_spend_natur; Spend off below 2', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await connect(page, user);
    await page.goto('/profile');
    const balance = page.getByTestId('natur-balance');
    await expect(balance).toHaveText('Balance: 0 NATUR', { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Spend 2 (demo)' })).toBeDisabled();
    await page.getByRole('button', { name: 'Earn 5 (demo)' }).click();
    await expect(balance).toHaveText('Balance: 5 NATUR');
    await page.getByRole('button', { name: 'Spend 2 (demo)' }).click();
    await expect(balance).toHaveText('Balance: 3 NATUR');
    expect(await sql(`select kind, amount::float as amount, note from natur_transactions where user_id = $1 order by created_at`, [user.id])).toEqual([
      { kind: 'earn', amount: 5, note: 'Profile demo earn' },
      { kind: 'spend', amount: 2, note: 'Profile demo spend' },
    ]);
  });

  test('XP: the total of the user’s ledger; the demo add is a +10 manual row', async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    const other = await newUser('other');
    await sql(`insert into xp_ledger (user_id, delta, source) values ($1, 10, 'manual'), ($1, 5, 'quiz'), ($2, 99, 'quiz')`, [user.id, other.id]);
    await connect(page, user);
    await page.goto('/profile');
    const total = page.getByTestId('xp-total');
    await expect(total).toHaveText('Total XP: 15', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Add 10 XP (demo)' }).click();
    await expect(total).toHaveText('Total XP: 25');
    await expect
      .poll(() => sql(`select delta, source from xp_ledger where user_id = $1 order by id`, [user.id]))
      .toEqual([
        { delta: 10, source: 'manual' },
        { delta: 5, source: 'quiz' },
        { delta: 10, source: 'manual' },
      ]);
  });
  test("cloud sync: 'Checking cloud…', 'No cloud profile yet.', then Save to Cloud → 'Last update ready.' and the row", async ({
    page,
    connect,
    newUser,
    sql,
  }) => {
    const user = await newUser();
    await connect(page, user);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/rest/v1/profiles?*', async (route) => {
      if (route.request().method() === 'GET') await gate; // hold the read to see the checking state
      await route.fallback();
    });
    await page.addInitScript(() => {
      if (location.hostname === 'localhost')
        localStorage.setItem('naturverse.profile.v1', JSON.stringify({ displayName: 'Pip', email: '', kidSafeChat: false, theme: 'light', newsletter: true }));
    });
    // the sign-in upsert makes the row; remove it before the read so the cloud has no profile yet
    await page.goto('/profile');
    const status = page.getByTestId('cloud-status');
    await expect(status).toHaveText('Checking cloud…', { timeout: 20_000 });
    await expect.poll(() => sql(`select 1 from profiles where id = $1`, [user.id])).toHaveLength(1);
    await sql(`delete from profiles where id = $1`, [user.id]);
    release();
    await expect(status).toHaveText('No cloud profile yet.');
    await expectNoAxeViolations(page);
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Save to Cloud' }).click();
    await expect.poll(() => alerts).toEqual(['Saved!']);
    await expect(status).toHaveText('Last update ready.');
    const facts = page.locator('.nv-profile__facts');
    await expect(facts).toContainText('Pip');
    await expect(facts).toContainText('light');
    expect(await sql(`select display_name, email, kid_safe_chat, theme, newsletter from profiles where id = $1`, [user.id])).toEqual([
      { display_name: 'Pip', email: user.email, kid_safe_chat: false, theme: 'light', newsletter: true },
    ]);
  });

  test("save failure: the database refuses (the account is gone) and 'Save failed: {message}' shows its words", async ({ page, connect, newUser, sql }) => {
    const user = await newUser();
    await sql(`insert into profiles (id, display_name, email) values ($1, 'Leafy', $2)`, [user.id, user.email]);
    await connect(page, user);
    await page.goto('/profile');
    await expect(page.getByTestId('cloud-status')).toHaveText('Last update ready.', { timeout: 20_000 });
    await sql(`delete from auth.users where id = $1`, [user.id]); // the token stays valid; the foreign key refuses
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => alerts).toEqual(['Save failed: insert or update on table "profiles" violates foreign key constraint "profiles_id_fkey"']);
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
    expect(await sql(`select 1 from profiles where id = $1`, [user.id])).toEqual([]);
  });
});
