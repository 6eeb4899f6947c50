/**
 * Offline play: what changes reach a family, and when. The registry is
 * network-first, so a redeployed hub is served as soon as the site is online (and then
 * plays offline too); a new build of the site waits behind 'A new version is ready' until
 * the family presses Reload — nothing reloads under a child's hands, in no tab.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { test, expect, expectHeading, expectNoAxeViolations, disableIdlePrefetch, partUrl } from '../support/fixtures';
import { createStaticServer } from '@naturverse/serving/static-server';
import { distOf, shellOrigins } from '@naturverse/site/serve';
import { expectNotReloaded, markPage } from '../marketplace/helpers';
import { deployedAs } from '../support/policy';
import { UPDATE_READY, cachedUrls, expectOfflineBanner, manifestFiles, waitForOfflineReady } from './helpers';
import { PORT_OFFSET } from '@naturverse/testing/port-offset';
import { fetchAsServed } from '../support/served';

test.use({ serviceWorkers: 'allow' });

/** The deployed service worker: a test that edits it deploys a new version of the site. */
const SW_FILE = join(distOf('shell'), 'sw.js');

/** Replace the file in one step, so a test in another worker never reads half of it. */
async function deploySw(body: string): Promise<void> {
  await writeFile(`${SW_FILE}.next`, body);
  await rename(`${SW_FILE}.next`, SW_FILE);
}

const OLD_TEXT = 'Quick games for quick fingers.';
const NEW_TEXT = 'Quick games for quick fingers, freshly deployed.';

/**
 * The zones hub redeployed elsewhere: its build served on another port, with one visible
 * sentence changed, so the page shows which deployment it runs.
 */
function redeployedZones() {
  const port = Number(new URL(partUrl(3095)).port); // 3090 is the framing test's other origin
  const server = createStaticServer({
    root: distOf('zones'),
    port,
    // hubs answer cross-origin reads for the shell only
    allowOrigins: shellOrigins(PORT_OFFSET),
    transform: (urlPath, body) => (urlPath.endsWith('.js') && body.includes(OLD_TEXT) ? Buffer.from(body.toString().replace(OLD_TEXT, NEW_TEXT)) : undefined),
  });
  return { server, origin: `http://localhost:${port}`, manifestUrl: `http://localhost:${port}/mf-manifest.json` };
}

/**
 * Edit the registry every request gets — the page's own and the service worker's (so a
 * context route: page.route never sees what a worker fetches) — as editing the deployed
 * /remotes.json would.
 */
async function pointZonesAt(context: BrowserContext, manifestUrl: string) {
  // the pages get the CSP a server with that registry sends (script and connect to the new origin)
  await deployedAs(context, { hub: { name: 'zones', manifest: manifestUrl } });
  await context.route('**/remotes.json', async (route) => {
    const response = await fetchAsServed(route);
    const registry = (await response.json()) as { remotes: Array<{ name: string; manifest: string }> };
    for (const remote of registry.remotes) if (remote.name === 'zones') remote.manifest = manifestUrl;
    await route.fulfill({ response, json: registry });
  });
}

test('back online, a redeployed hub (registry edit) is served at once, and then plays offline too', { tag: ['@cross'] }, async ({ page, context }) => {
  await disableIdlePrefetch(page);
  await page.goto('/zones/arcade');
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
  await waitForOfflineReady(page);

  // offline first: the old deployment plays from the cache
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OLD_TEXT)).toBeVisible();
  await expectOfflineBanner(page);

  // back online, the registry now names a new deployment of zones
  await context.setOffline(false);
  const redeploy = redeployedZones();
  await redeploy.server.listen();
  try {
    await pointZonesAt(context, redeploy.manifestUrl);
    const fromNew: string[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(redeploy.origin)) fromNew.push(r.url());
    });
    await page.reload();
    await expectHeading(page, 'Arcade');
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await expect(page.getByText(OLD_TEXT, { exact: true })).toHaveCount(0);
    expect(fromNew).toContain(redeploy.manifestUrl);
    // the registry changed, so the worker caches every file of the new deployment, not only
    // those this page happened to load
    const files = (await manifestFiles(page, redeploy.manifestUrl)).needed;
    await expect
      .poll(async () => {
        const cached = new Set(await cachedUrls(context));
        return files.filter((url) => !cached.has(url));
      })
      .toEqual([]);

    // the new deployment is cached as well: gone offline (and its server stopped), it still plays
    await redeploy.server.close();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await expectOfflineBanner(page);
    await page.locator('.zn-pad').click();
    await expect(page.locator('.zn-pad')).toContainText('Round 1 of 5');
  } finally {
    await redeploy.server.close();
  }
});

test('a new version waits for Reload: no tab reloads by itself, the one clicked reloads into it', { tag: ['@cross'] }, async ({ page, context }) => {
  // two tabs, two worker installs and a reload (32–40 s seen on a busy 2-core machine with the
  // previous main too): a time budget, not a wait
  test.slow();
  // the worker is a plain script at the root, revalidated on every update check
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);

  await disableIdlePrefetch(page);
  await page.goto('/zones/arcade');
  await expectHeading(page, 'Arcade');
  await waitForOfflineReady(page);
  const other = await context.newPage();
  await other.goto('/passport');
  await expectHeading(other, 'Passport');
  await markPage(page);
  await markPage(other);

  // a child mid-game when a new build of the site is deployed
  const pad = page.locator('.zn-pad');
  await pad.click();
  await expect(pad).toContainText('Round 1 of 5');
  // (only the offline specs let a worker run: the rest of the suite never reads this file)
  const built = await readFile(SW_FILE, 'utf8');
  try {
    await deploySw(`${built}\n// the next build\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const banner = page.getByRole('status').filter({ hasText: UPDATE_READY });
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await expect(other.getByRole('status').filter({ hasText: UPDATE_READY })).toBeVisible();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
    // nothing reloaded: the game and both tabs are as they were
    await expect(pad).toContainText('Round 1 of 5');
    await expectNotReloaded(page);
    await expectNotReloaded(other);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);

    // by keyboard: Reload activates the new version and reloads this tab only
    await banner.getByRole('button', { name: 'Reload' }).focus();
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expectHeading(page, 'Arcade');
    expect(await page.evaluate(() => '__noReload' in window), 'this tab reloaded').toBe(false);
    await expect(page.getByText(UPDATE_READY)).toHaveCount(0);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
      }),
    ).toEqual({ waiting: false, controlled: true });
    await expectNotReloaded(other);
  } finally {
    await deploySw(built);
  }
});
