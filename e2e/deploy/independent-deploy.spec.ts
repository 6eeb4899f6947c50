/**
 * Independent deploy, proven. The Navatar team builds a second version of
 * its hub (a real production build, another version), uploads it beside the first on its
 * static host, and edits one line of the registry. Nothing else is touched: the shell is not
 * rebuilt (its files are the same bytes), no other hub's code is fetched again, and rolling
 * back is the same one-line edit. The site here is the test's own (e2e/deploy/site.ts), so
 * editing its registry file — the very file its server serves — disturbs no other test.
 *
 * What a family's tabs do (docs/operations.md, "Deploy"): a new visit gets the registry as it is
 * now. An open tab keeps the version it started with — nothing is swapped under a child's
 * hands — and when that version is taken down, the hub's "Try again" reads the registry afresh
 * and loads the new one.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, expectNoAxeViolations, disableIdlePrefetch } from '../support/fixtures';
import { buildHubVersion, currentHubBuild, type HubBuild } from '../support/hub-build';
import { treeDigest } from '@naturverse/cli';
import { deploySite, type DeployedSite } from './site';
import { readFile } from 'node:fs/promises';
import { distOf } from '@naturverse/site/serve';
import { expectHubVersion } from '../support/hub-version';

const HUB = 'navatar';
const V2 = '0.2.0';
const OTHER_HUBS = ['zones', 'marketplace', 'naturversity', 'naturbank', 'passport'];

// one site, changed step by step: the tests of this file run in order, in one worker
test.describe.configure({ mode: 'serial' });

let v1: HubBuild;
let v2: HubBuild;
let site: DeployedSite;

test.beforeAll(async () => {
  test.setTimeout(180_000); // the first run builds v2 (seconds); later runs reuse it
  v1 = await currentHubBuild(HUB);
  v2 = await buildHubVersion({ hub: HUB, version: V2 });
  expect(v2.version).not.toBe(v1.version);
  site = await deploySite([v2]);
});

test.afterAll(async () => {
  await site?.close();
});

/** A new visit: the site loaded afresh in a browser that has been here before (its HTTP cache kept). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${site.url}${path}`);
}

async function expectNavatar(page: Page, version: string): Promise<void> {
  await expectHeading(page, /Navatar/);
  await expectHubVersion(page, 'Navatar', version);
}

/** Which lines of the registry file differ between two versions of it. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return b.filter((line, i) => line !== a[i]);
}

function forgetRequests(): void {
  site.shellRequests.length = 0;
  for (const host of Object.values(site.hosts)) host.requests.length = 0;
}

/** Built code (hashed JS and CSS, cached for a year) a server was asked for. */
const code = (paths: string[]) => paths.filter((p) => p.includes('/static/') && /\.(js|css)$/.test(p));

test(
  'editing one registry line deploys v2 of a hub, the same edit rolls it back; nothing else is rebuilt or fetched again',
  { tag: ['@cross'] },
  async ({ page }) => {
    test.slow(); // four visits and two axe passes: on a loaded machine more than the default 30 s
    await disableIdlePrefetch(page); // only the hubs the test opens are loaded
    const shellBefore = await treeDigest(site.shellDir, (path) => path === 'remotes.json');
    const builtShell = await treeDigest(distOf('shell'), () => false);

    // v1 is live: a family visits Passport, then Navatar
    await visit(page, '/passport');
    await expectHeading(page, /Passport/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).click();
    await expectNavatar(page, v1.version);

    // the team's deploy: v2 uploaded beside v1 (done by deploySite), one registry line edited
    const registryV1 = await readFile(site.registryFile, 'utf8');
    forgetRequests();
    await site.pointHubAt(HUB, site.hosts[HUB]!.manifestUrl(V2));
    const registryV2 = await readFile(site.registryFile, 'utf8');
    expect(changedLines(registryV1, registryV2)).toEqual([expect.stringContaining(`"manifest":"${site.hosts[HUB]!.manifestUrl(V2)}"`)]);

    // a new visit runs v2 (its mark says so, and v1's is gone), and passes axe in both themes
    const second = page;
    await visit(second, '/navatar');
    await expectNavatar(second, V2);
    await expectNoAxeViolations(second);
    await second.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(second);
    await second.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Passport' }).click();
    await expectHeading(second, /Passport/);

    // only Navatar's new version was downloaded; Passport's code and the shell's came from the cache
    expect(site.hosts[HUB]!.requests.filter((p) => !p.startsWith(`/${V2}/`))).toEqual([]);
    expect(code(site.hosts[HUB]!.requests).length).toBeGreaterThan(0);
    expect(code(site.hosts.passport!.requests)).toEqual([]);
    for (const hub of OTHER_HUBS.filter((h) => h !== 'passport')) expect(site.hosts[hub]!.requests, hub).toEqual([]);
    expect(code(site.shellRequests)).toEqual([]);

    // rollback: the same line, back as it was
    forgetRequests();
    await site.pointHubAt(HUB, site.hosts[HUB]!.manifestUrl(v1.version));
    expect(await readFile(site.registryFile, 'utf8')).toBe(registryV1);
    const third = page;
    await visit(third, '/navatar');
    await expectNavatar(third, v1.version);
    expect(site.hosts[HUB]!.requests.filter((p) => !p.startsWith(`/${v1.version}/`))).toEqual([]);
    expect(code(site.shellRequests)).toEqual([]);

    // the shell was never rebuilt nor redeployed: every file it serves is the same bytes, and
    // they are still the files `pnpm run build` made
    expect(await treeDigest(site.shellDir, (path) => path === 'remotes.json')).toEqual(shellBefore);
    const { 'remotes.json': _builtRegistry, ...builtFiles } = builtShell;
    expect(shellBefore).toEqual(builtFiles);
  },
);

test(
  'an open tab keeps the version it started with, and once that version is taken down, Try again loads the new one',
  { tag: ['@cross'] },
  async ({ page, context }) => {
    // two tabs opened while v1 is live: one already playing in Navatar, one elsewhere
    const playing = await context.newPage();
    await disableIdlePrefetch(playing);
    await visit(playing, '/navatar');
    await expectNavatar(playing, v1.version);
    const elsewhere = page; // the fixtures watch this tab (policy violations, page errors)
    await disableIdlePrefetch(elsewhere);
    await visit(elsewhere, '/passport');
    await expectHeading(elsewhere, /Passport/);

    // the team deploys v2 and takes v1 down
    await site.pointHubAt(HUB, site.hosts[HUB]!.manifestUrl(V2));
    await site.hosts[HUB]!.withdraw(v1.version);
    try {
      // the playing tab is left alone: still v1, still working
      await playing.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Passport' }).click();
      await expectHeading(playing, /Passport/);
      await playing.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).click();
      await expectNavatar(playing, v1.version);

      // the other tab still has the registry it started with: v1 is gone, so the hub's area says so
      await elsewhere.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).click();
      await expectHeading(elsewhere, 'Something went wrong.');
      await expect(elsewhere.getByText('The Navatar hub could not be shown right now.')).toBeVisible();
      // Try again reads the registry afresh: v2, in place, without a reload
      await elsewhere.evaluate(() => ((window as unknown as { __sameTab: boolean }).__sameTab = true));
      await elsewhere.getByRole('button', { name: 'Try again' }).click();
      await expectNavatar(elsewhere, V2);
      expect(await elsewhere.evaluate(() => (window as unknown as { __sameTab?: boolean }).__sameTab)).toBe(true);
    } finally {
      await site.hosts[HUB]!.publish(v1);
      await site.pointHubAt(HUB, site.hosts[HUB]!.manifestUrl(v1.version));
    }
  },
);
