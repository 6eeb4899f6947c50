// Every route is clean under two checkers nobody here wrote: HTML_CodeSniffer,
// WCAG 2 AA, the engine pa11y runs (no errors), and the Nu Html Checker (no errors).
// Each route is opened once and both checkers read that page state: the Nu
// checker the rendered DOM as it stood once the route was up (taken before HTML_CodeSniffer
// runs), HTML_CodeSniffer the live page. One test, so the Nu checker reads all routes in one Java
// start: on a busy machine a start with its warm-up costs 15–25 s, one per part cost more than
// the second visits it saved (measured: e2e/README.md, "Where the time goes").
import { disableIdlePrefetch, expect, test } from '../support/fixtures';
import { ALL_ROUTES, type RouteCheck } from '../a11y/routes';
import { htmlcsErrors, nuErrors, renderedHtml } from './validators';
import type { Page } from '@playwright/test';

/** Opens a route and waits until its own h1 is up (a stuck loader or a 'Page not found' must not pass). */
async function open(page: Page, route: RouteCheck): Promise<void> {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

test.describe('HTML validators on every route (signed out, local demo mode)', { tag: ['@cross'] }, () => {
  test(`all ${ALL_ROUTES.length} routes without HTML_CodeSniffer errors (WCAG 2 AA, as pa11y runs it) or Nu Html Checker errors`, async ({ page }) => {
    test.setTimeout(120_000 + ALL_ROUTES.length * 12_000); // a page load each and one Java start, on a machine that may be busy
    await disableIdlePrefetch(page);
    const htmlcs: string[] = [];
    const rendered = new Map<string, string>();
    for (const route of ALL_ROUTES) {
      await open(page, route);
      rendered.set(route.path, await renderedHtml(page));
      htmlcs.push(...(await htmlcsErrors(page)).map((error) => `${route.path}: ${error}`));
    }
    expect.soft(htmlcs, 'HTML_CodeSniffer').toEqual([]); // soft: the Nu checker still reports
    expect(await nuErrors(rendered), 'Nu Html Checker').toEqual([]);
  });
});
