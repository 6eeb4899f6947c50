// Being signed in, against the test backend (real schema on PostgreSQL): Home,
// the login page's welcome and log out, a session arriving from another tab,
// the auth callback's code exchange, and sign out from the profile page.
import type { Page } from '@playwright/test';
import { expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { expectHeaderOnOneRow } from '../support/header-fit';
import { test, expect, SESSION_KEY, type BackendUser, type TestBackend } from '../support/backend/fixture';

/** A session appearing from elsewhere (another tab finishing sign-in): supabase-js listens on this channel. */
async function announceSignIn(page: Page, backend: TestBackend, user: BackendUser): Promise<void> {
  await page.evaluate(
    ({ key, session }) => {
      localStorage.setItem(key, JSON.stringify(session));
      const channel = new BroadcastChannel(key);
      channel.postMessage({ event: 'SIGNED_IN', session });
      channel.close();
    },
    { key: SESSION_KEY, session: backend.tokens.session(user) },
  );
}

test.describe('Signed in (test backend)', { tag: ['@shell'] }, () => {
  test('Home: the links are live and the sign-up buttons are gone', async ({ page, connect, newUser }) => {
    await connect(page, await newUser());
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 20_000 });
    await expect(main.getByRole('link', { name: 'Play', exact: true })).toHaveAttribute('href', '/zones');
    await expect(main.getByRole('link', { name: 'Earn', exact: true })).toHaveAttribute('href', '/naturbank');
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await main.getByRole('link', { name: 'Worlds', exact: true }).click();
    await expectHeading(page, 'Worlds');
    await expectNoAxeViolations(page);
  });

  test('at 360 px the signed-in header holds the name, profile, cart and menu on one row', async ({ page, connect, newUser }) => {
    await connect(page, await newUser());
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 20_000 });
    await expectHeaderOnOneRow(page, 3);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible(); // the icon alone, still named
  });

  test("Login shows a welcome with the e-mail; 'Log out' signs out", async ({ page, connect, newUser }) => {
    const user = await newUser();
    await connect(page, user);
    await page.goto('/login');
    await expect(page.getByText(`You are signed in as ${user.email}.`)).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    const logout = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth/v1/logout');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('button', { name: 'Send magic link' })).toBeVisible();
    expect((await logout).status()).toBe(204);
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('a session appearing while on /login goes to the saved return path', async ({ page, backend, connect, newUser }) => {
    const user = await newUser();
    await connect(page, null);
    await page.goto('/login?next=%2Fworlds%2Fbrazilandia');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Magic link sent! Check your email.')).toBeVisible();
    await announceSignIn(page, backend, user); // the link was opened in another tab
    await expect(page).toHaveURL(/\/worlds\/brazilandia$/);
    await expectHeading(page, 'Brazilandia');
  });

  test('without a saved path the new session goes to /profile', async ({ page, backend, connect, newUser }) => {
    const user = await newUser();
    await connect(page, null);
    // Only a page that has seen itself signed out takes a session that then appears to /profile (one
    // opened while already signed in shows the welcome). Opening /login directly, the session could be
    // announced before the lazily loaded auth client had read the empty storage: wait for Home to say
    // signed out (its "Sign in to open the paths below." shows only once the session has settled; the
    // buttons are in the prerendered HTML from the start), then go to the login page inside the site,
    // as Back would.
    await page.goto('/');
    await expect(page.getByText('Sign in to open the paths below.')).toBeVisible({ timeout: 20_000 });
    await page.evaluate(() => {
      history.pushState(null, '', '/login');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('button', { name: 'Send magic link' })).toBeVisible({ timeout: 20_000 });
    await announceSignIn(page, backend, user);
    await expect(page).toHaveURL(/\/profile$/);
    await expectHeading(page, 'Profile');
  });

  test("the callback shows 'Signing you in…', exchanges the PKCE code, replaces history and returns to the saved path", async ({
    page,
    backend,
    connect,
    newUser,
  }) => {
    test.skip(!backend.emulated, 'the e-mailed link is read from the emulator; a real project sends a real e-mail');
    const user = await newUser();
    await connect(page, null);
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Magic link sent! Check your email.')).toBeVisible();
    const code = backend.gotrue.links.find((l) => l.email === user.email)?.code;
    await page.goto('/worlds');
    await page.evaluate(() => sessionStorage.setItem('naturverse.auth.return.v1', '"/worlds/australandia"'));
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/auth/v1/token?*', async (route) => {
      await gate; // hold the exchange so the waiting screen can be checked
      await route.fallback();
    });
    await page.goto(`/auth/callback?code=${code}`);
    await expectHeading(page, 'Signing you in…');
    await expectNoAxeViolations(page);
    release();
    await expect(page).toHaveURL(/\/worlds\/australandia$/);
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/worlds$/);
  });

  // Spec §8, a sign-out error is a browser alert, from either button; nothing changes
  for (const where of [
    { path: '/login', button: 'Log out' },
    { path: '/profile', button: 'Sign out' },
  ]) {
    test(`${where.path}: '${where.button}' refused by the backend gives an alert with its message, and the family stays signed in`, async ({
      page,
      connect,
      newUser,
    }) => {
      const user = await newUser();
      await connect(page, user);
      // a refusal as the auth server words one, with the CORS header it sends (the backend is another origin);
      // a 5xx is told as 'Something went wrong.' (auth-js reads no message from it)
      await page.route('**/auth/v1/logout*', (route) =>
        route.request().method() === 'OPTIONS'
          ? route.fallback()
          : route.fulfill({
              status: 400,
              headers: { 'access-control-allow-origin': '*' },
              json: { code: 400, error_code: 'validation_failed', msg: 'The sign-out service is down for a moment' },
            }),
      );
      const alerts: string[] = [];
      page.on('dialog', (dialog) => void (alerts.push(`${dialog.type()}: ${dialog.message()}`), dialog.accept()));
      await page.goto(where.path);
      await page.getByRole('button', { name: where.button }).click({ timeout: 20_000 });
      await expect.poll(() => alerts).toEqual(['alert: The sign-out service is down for a moment']);
      await expect(page).toHaveURL(new RegExp(`${where.path}$`));
      // still signed in: the button that only a signed-in family sees is still there, the header still has the profile
      await expect(page.getByRole('button', { name: where.button })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).not.toBeNull();
    });
  }

  test('Sign out on the profile page returns home signed out', async ({ page, connect, newUser }) => {
    await connect(page, await newUser());
    await page.goto('/profile');
    const logout = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/auth/v1/logout');
    await page.getByRole('button', { name: 'Sign out' }).click({ timeout: 20_000 });
    await expectHeading(page, 'Welcome to Naturverse');
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    expect((await logout).status()).toBe(204);
  });
});
