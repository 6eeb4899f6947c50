/**
 * No shell page moves once painted (cumulative layout shift ≤ 0.01): every shell route at 360,
 * 412 and 1280 px, light and dark, signed out in local demo mode. The prerendered pages are the
 * ones at risk — their HTML paints before any script, and the hydrated page must show exactly
 * that until something really changes — and the pages rendered in the browser alone (profile,
 * status) must not push the footer or their own sections around as they fill in.
 * Signed in, and signed out with a backend configured: e2e/synced/layout-shift.spec.ts.
 * One page per viewport and scheme, visiting every route in turn (each visit is its own document,
 * so its own layout shifts).
 */
import type { Page } from '@playwright/test';
import { test, expectHeading } from '../support/fixtures';
import { PRERENDERED } from '../support/shell-pages';
import { SCHEMES, VIEWPORTS, expectNoLayoutShift, recordLayoutShifts, settledLayoutShift } from '../support/layout-shift';

/**
 * Each shell route (shell/src/app/App.tsx) with its h1: every prerendered page but the worlds and
 * characters beyond one of each (the same templates), and the pages rendered in the browser alone.
 * /auth/callback only passes through to `/`.
 */
const ROUTES: Array<[string, string]> = [
  ['/', 'Welcome to Naturverse'],
  ...PRERENDERED.filter(([path]) => !/^\/worlds\/(?!thailandia)/.test(path)),
  ['/profile', 'Profile'],
  ['/status', 'Platform status'],
];

/** The page's own sign that it shows its final state, beyond its heading. */
async function ready(page: Page, path: string, heading: string) {
  await expectHeading(page, heading);
  // signed out in demo mode: Home's sign-up buttons (they are in the HTML too: the session
  // settling must not add or move them)
  if (path === '/') await test.expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
}

test.describe('No layout shift on shell pages (signed out, demo mode)', { tag: ['@shell'] }, () => {
  for (const viewport of VIEWPORTS) {
    for (const scheme of SCHEMES) {
      test(`${viewport.width} px, ${scheme}`, async ({ page }) => {
        test.slow(); // fourteen documents in one test
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme: scheme });
        await recordLayoutShifts(page);
        for (const [path, heading] of ROUTES) {
          await page.goto(path);
          expectNoLayoutShift(`${path} at ${viewport.width} px, ${scheme}`, await settledLayoutShift(page, () => ready(page, path, heading)));
        }
      });
    }
  }
});
