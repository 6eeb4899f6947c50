/**
 * A test that stands in for a deployment whose /config.json says more (a backend, a report URL):
 * the file as the site serves it, read once before the page loads, plus the test's keys.
 *
 * The page's route answers from memory, as a server would, never by fetching the file again while
 * the page waits: the shell gives up on /config.json after a few seconds and goes on in local demo
 * mode, and on a busy machine a second request per page load from inside the route could take
 * longer than that, so a test meant to run with a backend would now and then run without one.
 */
import type { Page } from '@playwright/test';

export async function serveConfigWith(page: Page, extra: Record<string, unknown>): Promise<void> {
  // relative: the context's baseURL, the same site the page is about to load
  const served = await page.request.get('/config.json');
  const original = served.ok() ? ((await served.json().catch(() => ({}))) as Record<string, unknown>) : {};
  const body = { ...original, ...extra };
  await page.route('**/config.json', (route) => route.fulfill({ json: body, headers: { 'cache-control': 'no-cache' } }));
}
