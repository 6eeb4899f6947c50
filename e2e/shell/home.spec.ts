import { test, expect, expectHeading } from '../support/fixtures';
import { useSupabase } from '../support/supabase';

const TAGLINE = 'A playful world of kingdoms, characters and quests that teach wellness, creativity and kindness.';
const DEMO_MESSAGE = /Accounts are not switched on for this site/;
/** Every link Home shows (spec §2), by its visible name. */
const HOME_LINKS: Array<[string, string]> = [
  ['Play', '/zones'],
  ['Learn', '/naturversity'],
  ['Earn', '/naturbank'],
  ['Create', '/navatar'],
  ['Worlds', '/worlds'],
  ['Zones', '/zones'],
  ['Marketplace', '/marketplace'],
  ['Play, Learn, Earn', '/passport'],
];

test.describe('Home, signed out (local demo mode)', { tag: ['@shell'] }, () => {
  test('shows the hero, the sign-up buttons and the feature cards', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    await expect(page.getByText(TAGLINE)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const main = page.getByRole('main');
    for (const [name] of HOME_LINKS) await expect(main.getByText(name, { exact: true }).first()).toBeVisible();
  });

  test('links are inert: no link role, clicking does nothing', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Play', exact: true })).toBeVisible();
    // the only links are the two 'where to start' ones, none of the spec's paths
    await expect(main.getByRole('link')).toHaveText(['games in Zones', 'maps in Worlds']);
    for (const [name] of HOME_LINKS) {
      await main.getByText(name, { exact: true }).first().click();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('Tab skips the inert links', async ({ page }) => {
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    // the sign-in buttons are disabled here (accounts are off): Tab from the top of main reaches the 'where to start' links first
    await page.getByRole('main').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'games in Zones' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'maps in Worlds' })).toBeFocused();
    await page.keyboard.press('Tab');
    // the next stop after the 'where to start' links is outside <main> (the footer), not a Home link
    const focused = await page.evaluate(() => ({
      inMain: Boolean(document.activeElement?.closest('main')),
      text: document.activeElement?.textContent ?? '',
    }));
    expect(focused.inMain, `focus went to "${focused.text}"`).toBe(false);
  });

  test('Create account and Google are disabled with the reason beside them, shown and read out, as on /login; a tap changes nothing', async ({ page }) => {
    await page.goto('/');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const reason = page.getByRole('main').getByText(DEMO_MESSAGE);
    await expect(reason).toHaveCount(1);
    await expect(reason).toBeVisible();
    for (const name of ['Create account', 'Continue with Google']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeVisible();
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(DEMO_MESSAGE);
      // the reason sits right below the buttons
      const [b, r] = [(await button.boundingBox())!, (await reason.boundingBox())!];
      expect(r.y - (b.y + b.height)).toBeLessThan(48);
      await button.click({ force: true }); // a tap on it, as a family would
      await expect(page).toHaveURL(/\/$/);
    }
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('main').getByText(DEMO_MESSAGE)).toHaveCount(1);
    await expect(page.getByRole('main')).not.toContainText(/backend|demo mode/i);
  });

  test('signed out, the page still shows where to start: the hubs are open', async ({ page }) => {
    await page.goto('/');
    const start = page.getByRole('main').getByText(/Every hub in the menu is open/);
    await expect(start).toBeVisible();
    await start.getByRole('link', { name: 'games in Zones' }).click();
    await expectHeading(page, 'Zones');
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'maps in Worlds' }).click();
    await expectHeading(page, 'Worlds');
  });
});

test.describe('Home with a backend, signed out', { tag: ['@shell'] }, () => {
  test('Create account: cancelled or empty e-mail sends nothing', async ({ page }) => {
    const supabase = await useSupabase(page);
    await page.goto('/');
    // cancelled, blank, then an address: the third tap's send starts after anything the first two
    // could have started, so once its confirmation shows, one request in all means they sent nothing
    const answers = [null, '   ', 'kid@example.com'];
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      if (d.type() !== 'prompt') {
        alerts.push(d.message());
        void d.accept();
        return;
      }
      const answer = answers.shift();
      void (answer === null ? d.dismiss() : d.accept(answer));
    });
    for (const left of [2, 1, 0]) {
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => answers.length).toBe(left);
    }
    await expect.poll(() => alerts).toEqual(['Check your inbox for the sign-in link ✉️']);
    expect(supabase.find('POST', '/auth/v1/otp').map((r) => r.body)).toEqual([expect.objectContaining({ email: 'kid@example.com' })]);
  });

  test('Create account sends a magic link back to the site root and says so', async ({ page }) => {
    const supabase = await useSupabase(page);
    await page.goto('/');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      if (d.type() === 'prompt') void d.accept('kid@example.com');
      else {
        alerts.push(d.message());
        void d.accept();
      }
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alerts).toEqual(['Check your inbox for the sign-in link ✉️']);
    const [otp] = supabase.find('POST', '/auth/v1/otp');
    expect(otp?.body).toMatchObject({ email: 'kid@example.com' });
    expect(otp?.query.redirect_to).toBe(new URL(page.url()).origin);
    // the post-auth redirect was saved before the sign-in started
    expect(await page.evaluate(() => sessionStorage.getItem('naturverse.auth.redirect.v1'))).toBe('"/"');
  });

  test('Create account shows the server error in an alert', async ({ page }) => {
    await useSupabase(page, {
      respond: (r) => (r.path === '/auth/v1/otp' ? { status: 429, body: { msg: 'Email rate limit exceeded' } } : undefined),
    });
    await page.goto('/');
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      if (d.type() === 'prompt') void d.accept('kid@example.com');
      else {
        alerts.push(d.message());
        void d.accept();
      }
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => alerts).toEqual(['Email rate limit exceeded']);
  });

  test('Continue with Google goes to the authorize URL with the account chooser', async ({ page }) => {
    await useSupabase(page);
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/supabase\.test\/auth\/v1\/authorize/);
    const url = new URL(page.url());
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('redirect_to')).toBe(origin);
  });
});

// Home signed in: e2e/synced/session.spec.ts (test backend).
