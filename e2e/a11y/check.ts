/** One page, one route, four looks: axe runs at 1280 and 360 px, light and dark, without reloading. */
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expect, settleTransitions } from '../support/fixtures';
import { LOOKS, type RouteCheck } from './routes';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Counts every axe run that happened, so the report can give the figure honestly. */
export const axeRuns = { count: 0 };

async function violations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  // Legacy mode runs axe inside the page: the default opens a helper page per run to merge
  // frame results, which doubles the time of 400+ runs on a site that has no iframes.
  const { violations: found } = await new AxeBuilder({ page }).setLegacyMode(true).withTags(AXE_TAGS).analyze();
  axeRuns.count += 1;
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
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
