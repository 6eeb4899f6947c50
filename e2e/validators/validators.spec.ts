// Issue 26 item 7: every route is clean under two checkers nobody here wrote: HTML_CodeSniffer,
// WCAG 2 AA, the engine pa11y runs (no errors), and the Nu Html Checker (no errors).
// HTML_CodeSniffer runs inside each page, one test per part; the Nu checker reads every route's
// rendered DOM in one run (one Java start: about 10 s on a busy machine).
import { disableIdlePrefetch, expect, test } from '../support/fixtures';
import { ALL_ROUTES, ROUTE_GROUPS, type RouteCheck } from '../a11y/routes';
import { htmlcsErrors, nuErrors, renderedHtml } from './validators';
import type { Page } from '@playwright/test';

/** Opens a route and waits until its own h1 is up (a stuck loader or a 'Page not found' must not pass). */
async function open(page: Page, route: RouteCheck): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

test.describe('HTML validators on every route (signed out, local demo mode)', { tag: ['@cross'] }, () => {
  for (const [part, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${part}: ${routes.length} routes without HTML_CodeSniffer errors (WCAG 2 AA, as pa11y runs it)`, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 12_000); // a page load each, on a machine that may be busy
      await disableIdlePrefetch(page);
      const errors: string[] = [];
      for (const route of routes) {
        await open(page, route);
        errors.push(...(await htmlcsErrors(page)).map((error) => `${route.path}: ${error}`));
      }
      expect(errors).toEqual([]);
    });
  }

  test(`all ${ALL_ROUTES.length} routes without Nu Html Checker errors`, async ({ page }) => {
    test.setTimeout(120_000 + ALL_ROUTES.length * 8_000);
    await disableIdlePrefetch(page);
    const rendered = new Map<string, string>();
    for (const route of ALL_ROUTES) {
      await open(page, route);
      rendered.set(route.path, await renderedHtml(page));
    }
    expect(await nuErrors(rendered)).toEqual([]);
  });
});
