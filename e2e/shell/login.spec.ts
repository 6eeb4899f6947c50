import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { useSupabase } from '../support/supabase';
import { expectDrawnIcons } from '../support/drawn-icons';

const ACCOUNTS_OFF = /Accounts are not switched on for this site/;

test.describe('Login, signed out', { tag: ['@shell'] }, () => {
  test('demo mode: both buttons are disabled with the reason beside them, shown and read out; a tap changes nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto('/login');
    await expectHeading(page, 'Log in');
    const note = page.getByText(ACCOUNTS_OFF);
    await expect(note).toHaveCount(1);
    await expect(note).toBeVisible();
    await expect(note).toContainText('works without signing in');
    await expect(page.getByRole('main')).not.toContainText(/backend|demo mode/i);
    await page.getByLabel('Email').fill('kid@example.com');
    for (const name of ['Send magic link', 'Continue with Google']) {
      const button = page.getByRole('button', { name });
      // what a sighted parent sees: a greyed button, the reason on the same card; what a screen reader says with the button
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(ACCOUNTS_OFF);
      await button.click({ force: true }); // a tap on it, as a family would
      await expect(page.getByText(ACCOUNTS_OFF)).toHaveCount(1);
      await expect(note).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      await expect(page.getByText('Sending...')).toHaveCount(0);
      await expect(page).toHaveURL(/\/login$/);
    }
    // Enter in the field is no way around it
    await page.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    expect(dialogs).toEqual([]);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
  });

  test('an empty e-mail submits nothing; the field is a required email field', async ({ page }) => {
    const supabase = await useSupabase(page);
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Magic link sent! Check your email.')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    // then an address: its send starts after anything the empty submit could have started, so once
    // its confirmation shows, one request in all means the empty one sent nothing
    await email.fill('kid@example.com');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByText('Magic link sent! Check your email.')).toBeVisible();
    expect(supabase.find('POST', '/auth/v1/otp').map((r) => r.body)).toEqual([expect.objectContaining({ email: 'kid@example.com' })]);
  });

  test("sending shows 'Sending...' then the check mark and 'Magic link sent! Check your email.'", async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const supabase = await useSupabase(page);
    await page.route('http://supabase.test/auth/v1/otp**', async (route) => {
      await gate;
      await route.fallback();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('kid@example.com');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByText('Magic link sent! Check your email.')).toBeVisible();
    await expectDrawnIcons(page.getByRole('status').filter({ hasText: 'Magic link sent!' }), 1, 16); // a drawn check, not ✅
    const [otp] = supabase.find('POST', '/auth/v1/otp');
    expect(otp?.body).toMatchObject({ email: 'kid@example.com' });
    expect(otp?.query.redirect_to).toBe(`${new URL(page.url()).origin}/auth/callback`);
  });

  test('a failure shows the warning mark and the server message', async ({ page }) => {
    await useSupabase(page, {
      respond: (r) => (r.path === '/auth/v1/otp' ? { status: 400, body: { msg: 'Signups not allowed for otp' } } : undefined),
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('kid@example.com');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Signups not allowed for otp');
    await expectDrawnIcons(page.getByRole('alert'), 1, 16); // a drawn warning sign, not ⚠️
  });

  test("a failure without a message shows 'Something went wrong.'", async ({ page }) => {
    await useSupabase(page, {
      respond: (r) => (r.path === '/auth/v1/otp' ? { status: 500, body: {} } : undefined),
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('kid@example.com');
    await page.getByRole('button', { name: 'Send magic link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Something went wrong.');
  });

  test('Google goes to the authorize URL with provider google and the account chooser', async ({ page }) => {
    await useSupabase(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/supabase\.test\/auth\/v1\/authorize/);
    const url = new URL(page.url());
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('prompt')).toBe('select_account');
  });
});

test.describe('Auth callback', { tag: ['@shell'] }, () => {
  test('a refused code is logged and it still goes home', async ({ page }) => {
    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logs.push(m.text()));
    await useSupabase(page, {
      codeVerifier: 'e2e-verifier',
      respond: (r) => (r.path === '/auth/v1/token' ? { status: 400, body: { msg: 'invalid flow state, no valid flow state found' } } : undefined),
    });
    await page.goto('/auth/callback?code=stale');
    await expectHeading(page, 'Welcome to Naturverse');
    await expect(page).toHaveURL(/\/$/);
    expect(logs.join('\n')).toContain('could not finish signing in');
  });

  test('demo mode: it goes home too', async ({ page }) => {
    await page.goto('/auth/callback?code=x');
    await expectHeading(page, 'Welcome to Naturverse');
  });
});
