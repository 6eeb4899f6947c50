import { test, expect } from '../support/fixtures';
import { DEFAULT_USER, useSupabase } from '../support/supabase';

const uid = DEFAULT_USER.id;
const stamp = (world: string, title: string, created_at: string) => ({
  id: `s-${world}-${created_at}`,
  user_id: uid,
  world,
  title,
  note: 'From the server',
  created_at,
});

async function openPassport(page: import('@playwright/test').Page) {
  await page.goto('/passport');
  await expect(page.getByRole('heading', { level: 1, name: 'Passport' })).toBeVisible({ timeout: 20_000 });
}

test.describe('Passport, synced mode (signed in, Supabase answered by route fixtures)', () => {
  test('both reads succeed → synced; reads use the §7 shape; rows show newest first; nothing mirrored locally', async ({ page }) => {
    const supabase = await useSupabase(page, {
      tables: {
        passport_stamps: [stamp('thailandia', 'Older stamp', '2026-11-01T10:00:00Z'), stamp('chilandia', 'Newer stamp', '2026-11-20T10:00:00Z')],
        passport_badges: [{ id: 'b1', user_id: uid, code: 'first-steps', label: 'First Steps', created_at: '2026-11-02T10:00:00Z' }],
      },
    });
    await openPassport(page);
    await expect(page.getByText('Synced to your account.')).toBeVisible();

    const [stampsRead] = supabase.find('GET', '/rest/v1/passport_stamps');
    expect(stampsRead?.query).toMatchObject({
      select: 'id,user_id,world,title,note,created_at',
      user_id: `eq.${uid}`,
      order: 'created_at.desc',
    });
    const [badgesRead] = supabase.find('GET', '/rest/v1/passport_badges');
    expect(badgesRead?.query).toMatchObject({ select: 'id,user_id,code,label,created_at', user_id: `eq.${uid}`, order: 'created_at.desc' });

    const recent = page.getByRole('region', { name: 'Recent Stamps' }).getByRole('listitem');
    await expect(recent).toHaveCount(2);
    await expect(recent.first()).toContainText('Newer stamp');
    await expect(page.getByRole('region', { name: 'Badges' })).toContainText('First Steps');

    // an added stamp is inserted for the user and returned as a row
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Brazilandia', exact: true }) })
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(recent).toHaveCount(3);
    const [insert] = supabase.find('POST', '/rest/v1/passport_stamps');
    expect(insert?.body).toEqual({ user_id: uid, world: 'brazilandia', title: 'Explorer Stamp', note: 'Demo progress' });
    expect(insert?.headers['prefer']).toContain('return=representation');

    // stamps and badges are mirrored to browser storage only in local mode
    const stored = await page.evaluate(() => [
      localStorage.getItem('naturverse.passport.stamps.v1'),
      localStorage.getItem('naturverse.passport.badges.v1'),
    ]);
    expect(stored).toEqual([null, null]);
  });

  test('one server read failing → local demo mode (silent fallback)', async ({ page }) => {
    await useSupabase(page, {
      respond: (req) =>
        req.path === '/rest/v1/passport_badges' ? { status: 500, body: { message: 'badges are down' } } : undefined,
    });
    await openPassport(page);
    await expect(page.getByText('Local demo mode.')).toBeVisible();
    await expect(page.getByText('Synced to your account.')).toHaveCount(0);
  });

  test('an insert failure alerts the server message and adds nothing', async ({ page }) => {
    await useSupabase(page, {
      respond: (req) =>
        req.method === 'POST' && req.path === '/rest/v1/passport_badges'
          ? { status: 400, body: { code: '42501', message: 'new row violates row-level security policy' } }
          : undefined,
    });
    await openPassport(page);
    await expect(page.getByText('Synced to your account.')).toBeVisible();
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', async (d) => {
        resolve(d.message());
        await d.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Grant demo badge' }).click();
    expect(await alerted).toBe('new row violates row-level security policy');
    await expect(page.getByText('No badges yet.')).toBeVisible();
  });
});
