/**
 * A registry entry's optional `fallback` manifest is used when the primary
 * cannot be loaded. Zones' primary points at a port where nothing listens; its fallback is
 * the real zones build.
 */
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { pointHubAt } from '../support/registry';
import { HUBS, consoleErrors, nav } from '../faults/hubs';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

const DEAD_PORT = 3051 + OFFSET;
const zones = HUBS.find((h) => h.name === 'zones')!;

test('a hub whose manifest cannot be loaded is loaded from its fallback manifest', { tag: ['@shell'] }, async ({ page }) => {
  const errors = consoleErrors(page);
  await disableIdlePrefetch(page);
  await pointHubAt(page, 'zones', `http://localhost:${DEAD_PORT}/mf-manifest.json`, zones.manifestUrl);
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');
  await nav(page).getByRole('link', { name: 'Zones', exact: true }).click();
  // three refused attempts at the dead port, then the fallback's first load: on a busy machine
  // this passed the 7 s default once (CI) — a bound, not a wait
  await expectHeading(page, zones.heading, 15_000);
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  expect(errors.some((e) => e.includes(`hub "zones" failed; loading its fallback ${zones.manifestUrl}`))).toBe(true);
});
