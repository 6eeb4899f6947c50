// A grown-up or QA points one hub at another build for this browser only
// (a URL parameter or the status page's form), limited to the registry's allow-list; a
// banner on every page says so, with one click to clear it. The second build is a real
// production build of zones with another version and build id (ZONES_V2, the build the deploy
// specs share), served on a spare port.
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { deployedAs } from '../support/policy';
import { disableIdlePrefetch, expect, expectHeading, partUrl, test } from '../support/fixtures';
import { serveSecondBuild, type SecondBuild } from '../support/second-hub-build';
import { ZONES_V2 } from '../support/hub-build';
import { expectRouteAxeClean } from '../a11y/check';
import { banner, hubCell, openStatusFromFooter } from './helpers';
import { fetchAsServed } from '../support/served';

const STATUS_ROUTE = { path: '/status', heading: 'Platform status' };

const V1 = partUrl(3001, '/mf-manifest.json');
let v2: SecondBuild;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // one spare port per worker, 3070–3071 + offset: 3050–3051 are the version-skew and
  // registry-fallback specs', 3060–3069 the deploy site's and the scaffold's (e2e/README.md)
  const port = Number(new URL(partUrl(3070 + test.info().parallelIndex)).port);
  v2 = await serveSecondBuild(ZONES_V2.hub, port, ZONES_V2.version, ZONES_V2.buildId);
});

test.afterAll(async () => {
  await v2?.stop();
});

test.beforeEach(async ({ page }) => {
  await disableIdlePrefetch(page);
});

/** Every script URL the page fetched from `origin`. */
function scriptsFrom(page: import('@playwright/test').Page, origin: string): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(origin) && r.resourceType() === 'script') seen.push(r.url());
  });
  return seen;
}

test(
  'a URL parameter overrides one hub: the banner names it, the hub renders from the second build, one click clears it',
  { tag: ['@shell'] },
  async ({ page }) => {
    const fromV2 = scriptsFrom(page, v2.origin);
    const fromV1 = scriptsFrom(page, new URL(V1).origin);
    await page.goto(`/zones?override=zones@${v2.manifestUrl}`);
    await expectHeading(page, 'Zones');
    await expect(banner(page)).toContainText(`Override active: Zones is loaded from ${v2.manifestUrl} in this browser only (the registry says ${V1}).`);
    // applied and stored: the address bar no longer carries it
    expect(new URL(page.url()).search).toBe('');
    expect(fromV2.length, 'zones scripts from the second build').toBeGreaterThan(0);
    expect(fromV1, 'nothing of zones from the registry’s build').toEqual([]);

    await openStatusFromFooter(page);
    await expect(hubCell(page, 'Zones', 'Version')).toHaveText(ZONES_V2.version);
    await expect(hubCell(page, 'Zones', 'Build id')).toHaveText(ZONES_V2.buildId);
    await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(`${v2.manifestUrl} (override; the registry says ${V1})`);
    await expect(hubCell(page, 'Zones', 'Load state')).toHaveText('Loaded');

    // for this browser: a new visit still uses it, on every page
    await page.goto('/');
    await expect(banner(page)).toContainText(`Zones is loaded from ${v2.manifestUrl}`);

    await banner(page).getByRole('button', { name: 'Clear override' }).click();
    await expect(banner(page)).toBeHidden();
    await page.goto('/zones');
    await expectHeading(page, 'Zones');
    await openStatusFromFooter(page);
    await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(V1);
    await expect(hubCell(page, 'Zones', 'Version')).toHaveText('0.1.0');
    await expect(hubCell(page, 'Zones', 'Build id')).not.toHaveText(ZONES_V2.buildId);
    await expect(hubCell(page, 'Zones', 'Load state')).toHaveText('Loaded');
  },
);

test('the status page sets an override with its form per hub, and clears it again', { tag: ['@shell'] }, async ({ page }) => {
  test.slow(); // four axe runs and two hub loads: a budget for that work on a busy machine (30 s went at load 15, all of it progress)
  await page.goto('/status');
  await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(V1);
  await page.getByLabel('Manifest URL for Zones').fill(v2.manifestUrl);
  await page.getByRole('button', { name: 'Override Zones' }).click();
  // the page starts again with the override applied
  await expect(banner(page)).toContainText(`Override active: Zones is loaded from ${v2.manifestUrl}`);
  await expect(hubCell(page, 'Zones', 'Manifest URL')).toContainText(`${v2.manifestUrl} (override; the registry says ${V1})`);
  await expect(hubCell(page, 'Marketplace', 'Manifest URL')).toHaveText(partUrl(3002, '/mf-manifest.json'));
  // the page with the banner and an override row passes axe in light and dark at 1280 and 360 px
  await expectRouteAxeClean(page, STATUS_ROUTE);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: 'Zones', exact: true }).first().click();
  await expectHeading(page, 'Zones');
  await openStatusFromFooter(page);
  await expect(hubCell(page, 'Zones', 'Version')).toHaveText(ZONES_V2.version);

  await page.getByRole('button', { name: 'Clear override for Zones' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(V1);
});

test('an override towards an origin the registry does not allow is refused with a message and not applied', { tag: ['@shell'] }, async ({ page }) => {
  const refusedUrl = 'http://evil.example/mf-manifest.json';
  await page.goto(`/zones?override=zones@${refusedUrl}`);
  await expectHeading(page, 'Zones');
  await expect(banner(page)).toContainText(
    `Override refused (Zones → ${refusedUrl}): http://evil.example is not one of the origins this site allows overrides from (http://localhost:*, http://127.0.0.1:*).`,
  );
  await expect(banner(page).getByRole('button', { name: 'Clear override' })).toHaveCount(0);
  await openStatusFromFooter(page);
  await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(V1);
  await expect(hubCell(page, 'Zones', 'Version')).toHaveText('0.1.0');

  // the form refuses it too, in the same words, and stores nothing
  await page.getByLabel('Manifest URL for Zones').fill(refusedUrl);
  await page.getByRole('button', { name: 'Override Zones' }).click();
  await expect(page.getByText('http://evil.example is not one of the origins this site allows overrides from')).toHaveCount(2);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.hubOverrides)).toBeNull();
  // (the fixture fails the test on any request to evil.example)
});

test('where the registry allows no override origin (the production default) nothing can be overridden', { tag: ['@shell'] }, async ({ page }) => {
  // a deployment whose registry has overrides.allowedOrigins = [], as registry/production.json
  await deployedAs(page, { overrideOrigins: [] });
  await page.route('**/remotes.json', async (route) => {
    const response = await fetchAsServed(route);
    const registry = (await response.json()) as { overrides: { allowedOrigins: string[] } };
    registry.overrides.allowedOrigins = [];
    await route.fulfill({ response, json: registry });
  });
  // an override this browser saved while the list still allowed it
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem(key!, value!);
      sessionStorage.setItem('seeded', '1');
    },
    [STORAGE_KEYS.hubOverrides, JSON.stringify({ version: 1, state: { zones: v2.manifestUrl } })],
  );
  const fromV2 = scriptsFrom(page, v2.origin);

  await page.goto(`/zones?override=zones@${v2.manifestUrl}`);
  await expectHeading(page, 'Zones');
  const off = 'Overrides are switched off on this site: its registry allows no override origins.';
  await expect(banner(page)).toContainText(`Override refused (Zones → ${v2.manifestUrl}): ${off}`);
  await expect(banner(page)).toContainText(`A saved override was not applied (Zones → ${v2.manifestUrl}): ${off}`);
  await expect(banner(page)).not.toContainText('Override active');
  expect(fromV2).toEqual([]);

  await openStatusFromFooter(page);
  await expect(page.getByRole('main').getByText(off, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Manifest URL for Zones')).toHaveCount(0);
  await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(V1);

  // the refusal banner and the page without forms pass axe in both themes and sizes
  await expectRouteAxeClean(page, STATUS_ROUTE);
  await expect(banner(page)).toContainText('A saved override was not applied');
  // the saved leftover goes with one click (the page starts again: wait for it to be back)
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Clear override' }).click();
  await reloaded;
  await expectHeading(page, 'Platform status');
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.hubOverrides)).toBe('{"version":1,"state":{}}');
  await page.unrouteAll({ behavior: 'wait' });
});
