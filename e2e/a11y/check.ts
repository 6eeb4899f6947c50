/** One page, one route, four looks: axe runs at 1280 and 360 px, light and dark, without reloading. */
import type { Page } from '@playwright/test';
import { expect, settleTransitions } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { LOOKS, type RouteCheck } from './routes';

async function violations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  return axeViolations(page);
}

/**
 * Opens the route, checks its h1 (a stuck loader or a 'Page not found' must not pass), then
 * for each look resizes and switches the colour scheme in place: with no stored choice the
 * site follows the device live, so the same page is re-themed, not reloaded.
 */
export async function expectRouteAxeClean(page: Page, route: RouteCheck, signedIn = false): Promise<void> {
  await page.setViewportSize({ width: LOOKS[0].width, height: LOOKS[0].height });
  await page.emulateMedia({ colorScheme: LOOKS[0].scheme });
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
  // the signed-in half must really be signed in: the header's profile icon shows only then
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(signedIn ? 1 : 0);
  for (const look of LOOKS) {
    await page.setViewportSize({ width: look.width, height: look.height });
    await page.emulateMedia({ colorScheme: look.scheme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(look.scheme);
    expect.soft(await violations(page), `axe on ${route.path} at ${look.width} px, ${look.scheme}`).toEqual([]);
  }
}
