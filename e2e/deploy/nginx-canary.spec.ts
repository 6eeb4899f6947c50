/**
 * Hub canaries through the shell, on nginx. A deploy root of the
 * test's own gets the shell and zones with `pnpm naturverse deploy`, then a real second build
 * of zones (0.2.0) as a canary for 50 % of browsers with `pnpm naturverse canary`; Debian's
 * nginx serves it with the generated configuration. Each browser's bucket is pinned through
 * storage before the visit (the persisted-store envelope the shell reads), so which version it
 * runs is the test's choice, not chance.
 */
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { test, expect, expectHeading, expectNoAxeViolations, disableIdlePrefetch } from '../support/fixtures';
import { browserPort } from '../support/browser';
import { buildHubVersion, currentHubBuild } from '../support/hub-build';
import { banner, hubCell, openStatusFromFooter } from '../status/helpers';
import { makeWritesFail } from '../support/storage';
import { makeRoot, fromDist, mustRun, startNginx, type NginxServer } from './nginx-root';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { expectHubVersion } from '../support/hub-version';

/** This worker's nginx: spare ports 3074–3075 of this offset, one per worker (3070 is nginx-deploy's, 3070–3071 the overrides specs' hosts). */
const portOf = (worker: number) => browserPort(3074 + OFFSET + worker);
let URL_ = '';
const CANARY = '0.2.0';
const CANARY_MARK = 'naturverse:canary-fallback';

/** Pin this browser's canary bucket before any page script runs (what a first visit would have drawn and stored). */
async function pinBucket(context: BrowserContext, bucket: number): Promise<void> {
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEYS.canaryBucket,
    JSON.stringify({ version: 1, state: bucket }),
  ] as const);
}

/** Paths of every hub manifest the page asks for, in order. */
function manifestsFetched(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/mf-manifest.json')) seen.push(url.pathname);
  });
  return seen;
}

/** The Canary versions card's line for a hub, as a grown-up reads it on /status. */
const canaryLine = (page: Page, title: string) =>
  page
    .getByRole('list', { name: 'Hubs with a canary' })
    .getByRole('listitem')
    .filter({ hasText: `${title}:` });

async function expectZones(page: Page, version: string) {
  await expectHeading(page, /Zones/);
  await expectHubVersion(page, 'Zones', version);
}

test.describe('hub canary through the shell, on nginx', { tag: ['@zones', '@shell'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let root: { root: string; remove(): Promise<void> };
  let nginx: NginxServer;
  let stable: string;
  const manifest = (version: string) => `/hubs/zones/${version}/mf-manifest.json`;

  test.beforeAll(async () => {
    test.setTimeout(300_000); // a second zones build on a first run (later runs reuse it) and three deploys
    const zonesV2 = await buildHubVersion({ hub: 'zones', version: CANARY });
    stable = (await currentHubBuild('zones')).version;
    root = await makeRoot();
    await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', root.root, '--who', 'e2e']);
    await mustRun(['deploy', 'zones', ...fromDist('zones'), '--to', root.root, '--who', 'e2e', '--why', 'stable']);
    const canary = await mustRun([
      'canary',
      'zones',
      CANARY,
      '--share',
      '50',
      '--from',
      zonesV2.outDir,
      '--to',
      root.root,
      '--who',
      'zones-team',
      '--why',
      'new arcade',
    ]);
    expect(canary).toContain(`zones: canary ${CANARY} for 50 % of browsers (stable stays ${stable})`);
    const port = portOf(test.info().parallelIndex);
    URL_ = `http://localhost:${port}`;
    nginx = await startNginx(root.root, ['--listen', String(port)], { host: '127.0.0.1', port });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await root?.remove();
  });

  test('canary at 50 %: a browser in bucket 12 runs the canary, one in bucket 73 the stable version; each fetches only its own manifest and /status says why', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000); // two browsers, two hub loads, two status pages and an axe pass on a busy 2-core machine: a budget, not a wait
    await pinBucket(page.context(), 12);
    await disableIdlePrefetch(page);
    const inCanary = manifestsFetched(page);

    // a second browser: its own context (own storage), pinned to another bucket
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    const otherErrors: string[] = [];
    other.on('pageerror', (error) => otherErrors.push(error.message));
    await pinBucket(otherContext, 73);
    await disableIdlePrefetch(other);
    const inStable = manifestsFetched(other);

    await page.goto(`${URL_}/zones`);
    await expectZones(page, CANARY);
    await other.goto(`${URL_}/zones`);
    await expectZones(other, stable);
    expect(inCanary).toEqual([manifest(CANARY)]);
    expect(inStable).toEqual([manifest(stable)]);

    await openStatusFromFooter(page);
    await expect(canaryLine(page, 'Zones')).toHaveText(`Zones: Canary ${CANARY} — this browser is in bucket 12, canary share 50 % (buckets 0–49 get it).`);
    await expect(hubCell(page, 'Zones', 'Version')).toHaveText(CANARY);
    await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(`${manifest(CANARY)} (canary; the stable version is ${manifest(stable)})`);
    await expectNoAxeViolations(page); // the Canary versions card and the table's note
    await openStatusFromFooter(other);
    await expect(canaryLine(other, 'Zones')).toHaveText(`Zones: Stable ${stable} — this browser is in bucket 73, not below the canary share 50 %.`);
    await expect(hubCell(other, 'Zones', 'Version')).toHaveText(stable);
    // the buckets stayed as pinned: nothing about the child, only the number
    expect(await other.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.canaryBucket)).toBe('{"version":1,"state":73}');
    expect(otherErrors).toEqual([]);
    await otherContext.close();
  });

  test('a canary whose files are missing: that browser gets the stable version, the hub works, /status says so and the reports get one canary-fallback mark', async ({
    page,
  }) => {
    test.slow(); // a failed load, the fallback and the status page: a budget for a busy machine
    const published = join(root.root, 'hubs', 'zones', CANARY);
    // the canary's folder gone from the root (a half-synced bucket, a CDN that lost it); the registry still names it
    await rename(published, `${published}.lost`);
    try {
      await pinBucket(page.context(), 12);
      await disableIdlePrefetch(page);
      const fetched = manifestsFetched(page);
      await page.goto(`${URL_}/zones`);
      await expectZones(page, stable);
      await page
        .getByRole('list', { name: 'All zones' })
        .getByRole('link', { name: /Arcade/ })
        .click();
      await expectHeading(page, 'Arcade');
      expect(fetched).toEqual([manifest(CANARY), manifest(stable)]);
      expect(await page.evaluate((name) => performance.getEntriesByName(name).map((m) => (m as PerformanceMark).detail as unknown), CANARY_MARK)).toEqual([
        // a manifest answered 404 is "unreachable" in the reports' words (shell/src/federation/loading/failure-kind.ts)
        { hub: 'zones', kind: 'unreachable', version: CANARY },
      ]);

      await openStatusFromFooter(page);
      await expect(canaryLine(page, 'Zones')).toHaveText(
        `Zones: Stable ${stable} — this browser should run canary ${CANARY} (bucket 12, canary share 50 %), but it failed to load, so the stable version was used.`,
      );
      await expect(hubCell(page, 'Zones', 'Version')).toHaveText(stable);
      await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(
        `${manifest(CANARY)} (canary failed to load; the stable version ${manifest(stable)} is used)`,
      );
      await expect(hubCell(page, 'Zones', 'Load state')).toHaveText('Loaded');
      // the reporter (started by /status) turned the mark into one canary-fallback report; this root names no
      // reportUrl, so the card shows what would have left the device
      await page.getByRole('button', { name: 'Send pending reports now' }).click();
      await expect(page.getByRole('list', { name: 'Last reports, newest last' })).toBeVisible();
      const bodies = (await page.getByRole('list', { name: 'Last reports, newest last' }).locator('pre').allTextContents()).join('\n');
      expect(bodies.match(/"event": "canary-fallback"/g)).toHaveLength(1);
      // counted against the canary's version (the gate reads it per version), not the stable one that loaded
      expect(bodies).toMatch(
        new RegExp(`"hub": "zones",\\s*"version": "${CANARY.replaceAll('.', '\\.')}",[^}]*"event": "canary-fallback",\\s*"kind": "unreachable"`),
      );
    } finally {
      await rename(`${published}.lost`, published);
    }
  });

  test('an override wins over the canary: a browser in the canary’s bucket pointed at the stable build runs it and never asks for the canary', async ({
    page,
  }) => {
    test.slow(); // a hub load with an override and the status page: a budget for a busy machine
    await pinBucket(page.context(), 12);
    await disableIdlePrefetch(page);
    const fetched = manifestsFetched(page);
    const override = `${URL_}${manifest(stable)}`;
    await page.goto(`${URL_}/zones?override=zones@${override}`);
    await expectZones(page, stable);
    expect(fetched).toEqual([manifest(stable)]);
    await expect(banner(page)).toContainText(`Override active: Zones is loaded from ${override} in this browser only`);

    await openStatusFromFooter(page);
    await expect(canaryLine(page, 'Zones')).toHaveText(
      `Zones: Override — this browser has an override for this hub, and an override wins over the canary (${CANARY}, canary share 50 %).`,
    );
    await expect(hubCell(page, 'Zones', 'Version')).toHaveText(stable);
  });

  test('storage that refuses the bucket: the page still picks a version and works, and /status says the bucket holds for this page only', async ({ page }) => {
    test.slow(); // a hub load and the status page: a budget for a busy machine
    await makeWritesFail(page, [STORAGE_KEYS.canaryBucket]);
    await disableIdlePrefetch(page);
    const fetched = manifestsFetched(page);
    await page.goto(`${URL_}/zones`);
    await expectHeading(page, /Zones/);
    // the bucket was drawn at random (nothing pinned): one version, its own manifest only
    expect(fetched).toHaveLength(1);
    expect([manifest(CANARY), manifest(stable)]).toContain(fetched[0]);
    await openStatusFromFooter(page);
    await expect(page.getByRole('main')).toContainText(
      /This browser could not keep its bucket \(this browser’s storage is full\), so bucket \d{1,2} holds for this page only: the next visit may get another\./,
    );
    await expect(canaryLine(page, 'Zones')).toHaveText(/^Zones: (Canary|Stable) /);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.canaryBucket)).toBeNull();
  });

  test('abort: the same canary-bucket browser runs the stable version on its next visit and /status names no canary', async ({ page }) => {
    await pinBucket(page.context(), 12);
    await disableIdlePrefetch(page);
    const aborted = await mustRun(['abort', 'zones', '--to', root.root, '--who', 'zones-team', '--why', 'arcade too loud']);
    expect(aborted).toContain(`zones: canary ${CANARY} aborted, every browser runs ${stable}`);
    try {
      const fetched = manifestsFetched(page);
      await page.goto(`${URL_}/zones`);
      await expectZones(page, stable);
      expect(fetched).toEqual([manifest(stable)]);
      await openStatusFromFooter(page);
      await expect(page.getByRole('heading', { name: 'Canary versions' })).toHaveCount(0);
    } finally {
      // the canary again, so a repeated run (--repeat-each) starts where the first did
      await mustRun(['canary', 'zones', CANARY, '--share', '50', '--to', root.root, '--who', 'e2e']);
    }
  });
});
