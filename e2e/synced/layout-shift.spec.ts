/**
 * No layout shift where the session changes what a shell page shows (e2e/shell/layout-shift.spec.ts
 * has every route in demo mode): with a backend configured the session is read only after the
 * sign-in client has loaded, well after the prerendered HTML painted, so Home, Log in, the
 * profile and every page's header must hold still while it settles — signed in, and signed out
 * against a backend ("Sign in to open the paths below.").
 */
import type { Page } from '@playwright/test';
import { expectHeading } from '../support/fixtures';
import { test, expect } from '../support/backend/fixture';
import { SCHEMES, VIEWPORTS, expectNoLayoutShift, recordLayoutShifts, settledLayoutShift } from '../support/layout-shift';

const ROUTES: Array<[string, string]> = [
  ['/', 'Welcome to Naturverse'],
  ['/about', 'About'],
  ['/login', 'Log in'],
  ['/profile', 'Profile'],
];

/**
 * The session has settled: signed in, the header's profile link; signed out, the sign-in client
 * has loaded (it reads the stored session at once; settledLayoutShift then waits for the browser
 * to be idle) and Home says how to open its paths.
 */
async function sessionSettled(page: Page, path: string, signedIn: boolean) {
  if (signedIn) {
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible({ timeout: 20_000 });
    return;
  }
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('on-demand-auth-client')), undefined, {
    timeout: 20_000,
  });
  if (path === '/') await expect(page.getByText('Sign in to open the paths below.')).toBeVisible();
}

test.describe('No layout shift while the session settles (test backend)', { tag: ['@shell'] }, () => {
  for (const signedIn of [true, false]) {
    for (const viewport of VIEWPORTS) {
      for (const scheme of SCHEMES) {
        const who = signedIn ? 'signed in' : 'signed out';
        test(`${who}, ${viewport.width} px, ${scheme}`, async ({ page, connect, newUser }) => {
          // four page loads, each waiting for the session read from the test backend and then for
          // the browser to be idle: on a busy 2-core runner (load 12) that took more than 30 s
          test.slow();
          await connect(page, signedIn ? await newUser() : null);
          await page.setViewportSize(viewport);
          await page.emulateMedia({ colorScheme: scheme });
          await recordLayoutShifts(page);
          for (const [path, heading] of ROUTES) {
            await page.goto(path);
            const settled = await settledLayoutShift(page, async () => {
              await expectHeading(page, signedIn && path === '/login' ? /.+/ : heading);
              await sessionSettled(page, path, signedIn);
            });
            expectNoLayoutShift(`${path} ${who} at ${viewport.width} px, ${scheme}`, settled);
          }
        });
      }
    }
  }
});
