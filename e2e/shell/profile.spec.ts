import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { DEFAULT_USER, useSupabase, type FakeReply, type RecordedRequest } from '../support/supabase';

const UID = DEFAULT_USER.id;
const ROW = {
  id: UID,
  display_name: 'Leafy',
  email: DEFAULT_USER.email,
  kid_safe_chat: true,
  theme: 'dark',
  newsletter: false,
  avatar_url: null,
  updated_at: '2026-03-04T10:20:00.000Z',
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Collects alerts (accepting each) so a test can wait for them. */
function collectAlerts(page: import('@playwright/test').Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

const isSave = (r: RecordedRequest) => r.method === 'POST' && r.path === '/rest/v1/profiles' && 'display_name' in (r.body as object);

test.describe('Profile, signed out', () => {
  test('explains sign-in on every panel; Save says Not signed in. and keeps a local copy', async ({ page }) => {
    await useSupabase(page, { signedIn: false });
    await page.goto('/profile');
    await expectHeading(page, 'Profile');
    await expect(page.getByText('Sign in to sync your profile to the cloud.')).toBeVisible();
    await expect(page.getByText('Sign in to see your NATUR wallet.')).toBeVisible();
    await expect(page.getByText('Sign in to collect XP.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to save your profile' })).toHaveAttribute('href', '/login?next=%2Fprofile');
    await expectNoAxeViolations(page);
    const alerts = collectAlerts(page);
    await page.getByLabel('Display name').fill('Pip');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => alerts).toEqual(['Not signed in.']);
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('naturverse.profile.v1') ?? 'null'));
    expect(local).toMatchObject({ displayName: 'Pip', kidSafeChat: true, theme: 'system', newsletter: false });
  });

  test('demo mode: family words, and a saved name is explained (kept in this browser)', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByText(/Accounts are not switched on for this site/)).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText(/backend|demo mode/i);
    await expect(page.getByText('Sign in to sync your profile to the cloud.')).toBeVisible();
    const alerts = collectAlerts(page);
    await page.getByLabel('Display name').fill('Pip');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => alerts).toEqual(['Not signed in.']);
    await expect(page.getByRole('status').filter({ hasText: 'Kept in this browser' })).toHaveText(
      'Not signed in. Kept in this browser: your name and choices stay here, on this device.',
    );
    await page.reload();
    await expect(page.getByLabel('Display name')).toHaveValue('Pip');
  });
});

test.describe('Profile, signed in', () => {
  test("cloud sync: 'Checking cloud…', 'No cloud profile yet.', then Save to Cloud → 'Last update ready.'", async ({ page }) => {
    let saved = false;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const supabase = await useSupabase(page, {
      respond: (r): FakeReply | undefined => {
        if (r.path !== '/rest/v1/profiles') return undefined;
        if (isSave(r)) saved = true;
        return r.method === 'GET' && !saved ? { status: 406, body: { code: 'PGRST116', message: 'no rows' } } : undefined;
      },
    });
    await page.route('http://supabase.test/rest/v1/profiles?*', async (route) => {
      if (route.request().method() === 'GET') await gate;
      await route.fallback();
    });
    await page.addInitScript(() => {
      if (location.hostname === 'localhost')
        localStorage.setItem('naturverse.profile.v1', JSON.stringify({ displayName: 'Pip', email: '', kidSafeChat: false, theme: 'light', newsletter: true }));
    });
    await page.goto('/profile');
    const status = page.getByTestId('cloud-status');
    await expect(status).toHaveText('Checking cloud…');
    release();
    await expect(status).toHaveText('No cloud profile yet.');
    await expectNoAxeViolations(page);
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Save to Cloud' }).click();
    await expect.poll(() => alerts).toEqual(['Saved!']);
    await expect(status).toHaveText('Last update ready.');
    const push = supabase.requests.find(isSave);
    expect(push?.query.on_conflict).toBe('id');
    expect(push?.body).toMatchObject({ id: UID, display_name: 'Pip', email: DEFAULT_USER.email, kid_safe_chat: false, theme: 'light', newsletter: true });
    const facts = page.locator('.nv-profile__facts');
    await expect(facts).toContainText('Pip');
    await expect(facts).toContainText('light');
    await expect(facts).toContainText('Off');
  });

  test("save: 'Saving…', the full upsert on conflict id, 'Saved!' and 'Last updated'", async ({ page }) => {
    const supabase = await useSupabase(page, { tables: { profiles: [{ ...ROW }] } });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://supabase.test/rest/v1/profiles?on_conflict*', async (route) => {
      if (route.request().postData()?.includes('display_name')) await gate;
      await route.fallback();
    });
    await page.goto('/profile');
    await expect(page.getByTestId('cloud-status')).toHaveText('Last update ready.');
    await expect(page.getByLabel('Email')).toHaveValue(DEFAULT_USER.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Display name')).toHaveValue('Leafy');
    await expect(page.getByLabel('Theme')).toHaveValue('dark');
    const alerts = collectAlerts(page);
    await page.getByLabel('Display name').fill('Leafy Green');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    await expect.poll(() => alerts).toEqual(['Saved!']);
    const save = supabase.requests.find(isSave);
    expect(save?.query.on_conflict).toBe('id');
    expect(Object.keys(save?.body as object).sort()).toEqual(
      ['avatar_url', 'display_name', 'email', 'id', 'kid_safe_chat', 'newsletter', 'theme', 'updated_at'],
    );
    expect(save?.body).toMatchObject({ id: UID, display_name: 'Leafy Green', email: DEFAULT_USER.email, kid_safe_chat: true, theme: 'dark', newsletter: false, avatar_url: null });
    await expect(page.getByText(/^Last updated: /)).not.toHaveText('Last updated: not yet');
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('naturverse.profile.v1') ?? 'null'));
    expect(local).toEqual({ displayName: 'Leafy Green', email: DEFAULT_USER.email, kidSafeChat: true, theme: 'dark', newsletter: false });
  });

  test("save failure: 'Save failed: {message}'", async ({ page }) => {
    await useSupabase(page, {
      tables: { profiles: [{ ...ROW }] },
      respond: (r) => (isSave(r) ? { status: 403, body: { code: '42501', message: 'permission denied for table profiles' } } : undefined),
    });
    await page.goto('/profile');
    await expect(page.getByTestId('cloud-status')).toHaveText('Last update ready.');
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => alerts).toEqual(['Save failed: permission denied for table profiles']);
    await expect(page.getByRole('button', { name: 'Save profile' })).toBeEnabled();
  });

  test('avatar: images only; upload to avatars/{uid}/avatar.png with upsert and cache 3600, then its public URL is saved', async ({ page }) => {
    const supabase = await useSupabase(page, { tables: { profiles: [{ ...ROW }] } });
    await page.goto('/profile');
    await expect(page.getByTestId('cloud-status')).toHaveText('Last update ready.');
    const avatar = page.getByLabel('Avatar');
    await expect(avatar).toHaveAttribute('accept', 'image/*');
    await avatar.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please choose an image file.')).toBeVisible();
    await avatar.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('Please choose an image file.')).toHaveCount(0);
    const alerts = collectAlerts(page);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => alerts).toEqual(['Saved!']);
    const [upload] = supabase.find('POST', `/storage/v1/object/avatars/${UID}/avatar.png`);
    expect(upload?.headers['x-upsert']).toBe('true');
    expect(upload?.headers['cache-control']).toBe('max-age=3600');
    expect(upload?.headers['content-type']).toBe('image/png');
    expect(upload?.body).toMatchObject({ bytes: PNG.length });
    const save = supabase.requests.find(isSave);
    expect((save?.body as { avatar_url: string }).avatar_url).toMatch(
      new RegExp(`^http://supabase\\.test/storage/v1/object/public/avatars/${UID}/avatar\\.png\\?v=\\d+$`),
    );
    await expect(page.getByRole('img', { name: 'Your current avatar' })).toBeVisible();
  });

  test('wallet: balance from v_my_wallet; demo earn +5 and spend 2 reload it', async ({ page }) => {
    const supabase = await useSupabase(page, { tables: { v_my_wallet: [{ balance: 10 }] } });
    await page.goto('/profile');
    const balance = page.getByTestId('natur-balance');
    await expect(balance).toHaveText('Balance: 10 NATUR');
    await page.getByRole('button', { name: 'Earn 5 (demo)' }).click();
    await expect(balance).toHaveText('Balance: 15 NATUR');
    await page.getByRole('button', { name: 'Spend 2 (demo)' }).click();
    await expect(balance).toHaveText('Balance: 13 NATUR');
    expect(supabase.find('POST', '/rest/v1/rpc/earn_spend_natur').map((r) => r.body)).toEqual([
      { p_kind: 'earn', p_amount: 5, p_meta: { reason: 'Profile demo earn' } },
      { p_kind: 'spend', p_amount: 2, p_meta: { reason: 'Profile demo spend' } },
    ]);
    const reads = supabase.find('GET', '/rest/v1/v_my_wallet');
    expect(reads).toHaveLength(3); // first load + one reload after each
    expect(reads[0]?.headers['accept']).toBe('application/vnd.pgrst.object+json');
  });

  test('XP: total of the ledger; demo add inserts +10 manual and the total increases', async ({ page }) => {
    const supabase = await useSupabase(page, {
      tables: { xp_ledger: [{ user_id: UID, delta: 10, source: 'manual' }, { user_id: UID, delta: 5, source: 'quiz' }, { user_id: 'someone-else', delta: 99 }] },
    });
    await page.goto('/profile');
    const total = page.getByTestId('xp-total');
    await expect(total).toHaveText('Total XP: 15');
    await page.getByRole('button', { name: 'Add 10 XP (demo)' }).click();
    await expect(total).toHaveText('Total XP: 25');
    const [read] = supabase.find('GET', '/rest/v1/xp_ledger');
    expect(read?.query).toEqual({ select: 'delta', user_id: `eq.${UID}` });
    expect(supabase.find('POST', '/rest/v1/xp_ledger').map((r) => r.body)).toEqual([{ user_id: UID, delta: 10, source: 'manual' }]);
  });

  test('Sign out returns home signed out', async ({ page }) => {
    const supabase = await useSupabase(page);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expectHeading(page, 'Welcome to Naturverse');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect(supabase.find('POST', '/auth/v1/logout')).toHaveLength(1);
  });

  test('each sign-in creates or updates the profile row with id and email', async ({ page }) => {
    const supabase = await useSupabase(page, { signedIn: false, codeVerifier: 'v' });
    await page.goto('/auth/callback?code=c');
    await expectHeading(page, 'Welcome to Naturverse');
    await expect.poll(() => supabase.find('POST', '/rest/v1/profiles').length).toBe(1);
    const [upsert] = supabase.find('POST', '/rest/v1/profiles');
    expect(upsert?.query.on_conflict).toBe('id');
    expect(upsert?.body).toEqual({ id: UID, email: DEFAULT_USER.email });
  });
});
