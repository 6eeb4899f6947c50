import { test, expect, expectHeading } from '../support/fixtures';
import { useSupabase } from '../support/supabase';
import type { Page } from '@playwright/test';

const ACCOUNTS_OFF = /Accounts are not switched on for this site/;

/**
 * Every script the page asks for, followed from its request (not its answer), so one still on
 * its way when the test looks is waited for, not missed. `carryingSupabase` lists those whose
 * text carries supabase-js (its client-info header string).
 */
function watchScripts(page: Page): { carryingSupabase: () => Promise<string[]> } {
  const read: Array<Promise<string | null>> = [];
  page.on('request', (req) => {
    if (req.resourceType() !== 'script') return;
    read.push(
      req
        .response()
        .then((res) => res?.text())
        .then(
          (text) => (text?.includes('supabase-js') ? req.url() : null),
          () => null,
        ),
    );
  });
  return {
    carryingSupabase: async () => (await Promise.all(read)).filter((url): url is string => url !== null),
  };
}

// The session is read right after the page's first commit (AuthProvider's effect), which is the only
// moment supabase-js is asked for. Each test waits for what that read leaves on screen, never for a
// quiet network: the first commit can come later than any quiet spell.
test.describe('supabase-js stays out of the first load in demo mode', { tag: ['@shell'] }, () => {
  test('demo mode: Home and Login never download it', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    // the session settled with no backend: the sign-up buttons are off and say why
    await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await expect(page.getByRole('main').getByText(ACCOUNTS_OFF)).toBeVisible();
    expect(await scripts.carryingSupabase()).toEqual([]);

    await page.goto('/login');
    await expectHeading(page, 'Log in');
    // the field takes input once React has the page, which is after the root's first commit
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Send magic link' })).toHaveAccessibleDescription(ACCOUNTS_OFF);
    expect(await scripts.carryingSupabase()).toEqual([]);
  });

  test('with a backend configured it is loaded (the check above can fail)', async ({ page }) => {
    await useSupabase(page);
    const scripts = watchScripts(page);
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    // shown only once supabase-js has read the stored session (none: signed out)
    await expect(page.getByText('Sign in to open the paths below.')).toBeVisible();
    expect((await scripts.carryingSupabase()).length).toBeGreaterThan(0);
  });
});
