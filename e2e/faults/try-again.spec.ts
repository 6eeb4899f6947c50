/**
 * "Try again" fits the fault. After a render error the hub is rendered
 * again from the module already loaded (its manifest and entry are not fetched again);
 * only a failed load registers the hub afresh, which fetches its manifest again.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { FAULT_KINDS } from './hub-fault-kinds';
import { HUBS, expectHubFallback, nav } from './hubs';

const zones = HUBS.find((h) => h.name === 'zones')!;

/** Every request to the zones hub's server, by path. */
function zonesRequests(page: Page) {
  const paths: string[] = [];
  page.on('request', (r) => r.url().startsWith(`${zones.origin}/`) && paths.push(new URL(r.url()).pathname));
  return {
    manifests: () => paths.filter((p) => p === '/mf-manifest.json').length,
    entries: () => paths.filter((p) => /^\/static\/js\/zones\.[0-9a-f]+\.js$/.test(p)).length,
  };
}

test('after a render error, Try again re-renders the hub without fetching its manifest or entry again', { tag: ['@shell', '@zones'] }, async ({ page }) => {
  await disableIdlePrefetch(page);
  const requests = zonesRequests(page);
  const fault = await FAULT_KINDS.find((k) => k.id === 'throws')!.install(page, zones);
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');
  await fault.arm?.();
  await nav(page).getByRole('link', { name: 'Zones', exact: true }).click();
  await expectHubFallback(page, zones);
  expect([requests.manifests(), requests.entries()]).toEqual([1, 1]);

  // still throwing: the fallback again, still nothing fetched
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectHubFallback(page, zones);
  await fault.clear();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectHeading(page, zones.heading);
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  expect([requests.manifests(), requests.entries()], 'manifest and entry requests').toEqual([1, 1]);
});

test('after a failed load, Try again registers the hub afresh: its manifest is fetched again', { tag: ['@shell', '@zones'] }, async ({ page }) => {
  await disableIdlePrefetch(page);
  const requests = zonesRequests(page);
  // the manifest answers 404 until the fault is cleared
  const notFound = (route: Route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  await page.route(zones.manifestUrl, notFound);
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');
  await nav(page).getByRole('link', { name: 'Zones', exact: true }).click();
  await expectHubFallback(page, zones);
  expect(requests.manifests()).toBe(1);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(requests.manifests, { message: 'manifest fetched again' }).toBe(2);
  await expectHubFallback(page, zones);

  await page.unroute(zones.manifestUrl, notFound);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expectHeading(page, zones.heading);
  expect(requests.manifests()).toBe(3);
  expect(requests.entries()).toBe(1);
});
