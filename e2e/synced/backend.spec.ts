// The test backend refuses what it does not support: the request is answered 501
// with the request printed, and the test that made it fails (fixture check).
import type { Page } from '@playwright/test';
import { test, expect, SESSION_KEY, type TestBackend } from '../support/backend/fixture';

/** A DELETE on passport_stamps: PostgREST would run it, but the site never sends one (spec §7). */
async function sendDelete(page: Page, backend: TestBackend): Promise<{ status: number; body: { code: string; message: string } }> {
  return page.evaluate(
    async ({ url, anonKey, key }) => {
      const { access_token } = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string };
      const res = await fetch(`${url}/rest/v1/passport_stamps?world=eq.chilandia`, {
        method: 'DELETE',
        headers: { apikey: anonKey, authorization: `Bearer ${access_token}` },
      });
      return { status: res.status, body: (await res.json()) as { code: string; message: string } };
    },
    { url: backend.url, anonKey: backend.anonKey, key: SESSION_KEY },
  );
}

async function signedInPassport(page: Page, connect: (p: Page, u: { id: string; email: string }) => Promise<void>, user: { id: string; email: string }) {
  await connect(page, user);
  await page.goto('/passport');
  await expect(page.getByText('Synced to your account.')).toBeVisible({ timeout: 20_000 });
}

test.describe('the e2e backend refuses requests outside the supported list', { tag: ['@shell'] }, () => {
  test.beforeEach(({ backend }) => test.skip(!backend.emulated, 'a real Supabase project is not the emulator under test'));
  test('an unsupported request is answered 501 with the request printed, and nothing is executed', async ({ page, backend, connect, newUser, sql }) => {
    const user = await newUser();
    await sql(`insert into passport_stamps (user_id, world, title) values ($1, 'chilandia', 'Keep me')`, [user.id]);
    await signedInPassport(page, connect, user);
    const { status, body } = await sendDelete(page, backend);
    expect(status).toBe(501);
    expect(body.code).toBe('E2E_UNSUPPORTED');
    expect(body.message).toContain('DELETE /rest/v1/passport_stamps?world=eq.chilandia');
    expect(await sql(`select title from passport_stamps where user_id = $1`, [user.id])).toEqual([{ title: 'Keep me' }]);
    // The fixture would fail this test for it (proved below); here we take it out after checking it.
    expect(backend.unsupported.splice(0)).toEqual([expect.stringContaining('DELETE /rest/v1/passport_stamps?world=eq.chilandia')]);
  });

  test('the same request in a journey fails the test, printing the request', async ({ page, backend, connect, newUser }) => {
    test.fail(true, 'expected: the fixture fails a test whose page sent an unsupported request');
    await signedInPassport(page, connect, await newUser());
    expect((await sendDelete(page, backend)).status).toBe(501); // passes: only the fixture's check fails the test
  });
});
