import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { readStored } from '../support/storage';
import { useSupabase } from '../support/supabase';

/** Collects alerts (accepting each) so a test can wait for them. */
function collectAlerts(page: import('@playwright/test').Page): string[] {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.accept();
  });
  return alerts;
}

test.describe('Profile, signed out', { tag: ['@shell'] }, () => {
  test('explains sign-in on every panel; Save says Not signed in. and keeps a local copy', async ({ page }) => {
    await useSupabase(page);
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
    const local = await readStored(page, 'naturverse.profile.v1');
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

// Signed in (cloud sync, save, avatar, wallet, XP, sign out): e2e/synced/profile.spec.ts and session.spec.ts,
// against the real schema on PostgreSQL.
