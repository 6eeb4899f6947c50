/**
 * Deploying with the command, proven on nginx. A deploy root of the test's own is
 * filled by `pnpm naturverse deploy` (the shell, then every hub) and served by Debian's nginx
 * with the configuration `pnpm naturverse nginx` generates. Then, as hub teams would: v2 of a
 * hub goes live (a new visit gets it, nothing else is fetched again) and is rolled back; a
 * republish of a version with other bytes is refused; a hub built against a newer
 * @naturverse/ui than the live shell's is refused before the registry changes; two teams
 * deploying at the same moment both land. Builds are real production builds of other versions
 * (e2e/support/hub-build.ts, cached and shared with the other deploy specs).
 */
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, expectNoAxeViolations, disableIdlePrefetch } from '../support/fixtures';
import { browserPort } from '../support/browser';
import { buildHubVersion, currentHubBuild, type HubBuild } from '../support/hub-build';
import { REMOTES } from '@naturverse/site/federation';
import { makeRoot, fromDist, mustRun, naturverse, startNginx, type NginxServer } from './nginx-root';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { expectHubVersion } from '../support/hub-version';

/** Spare ports of this offset: 3070 is this spec's nginx (3050–3069 belong to the other deploy and platform specs). */
const PORT = browserPort(3070 + OFFSET);
const URL_ = `http://localhost:${PORT}`;
/** The @naturverse/ui the shell shares: the workspace's. */
const SHELL_UI = (JSON.parse(readFileSync(new URL('../../packages/ui/package.json', import.meta.url), 'utf8')) as { version: string }).version;

test.describe('deploy command on nginx', { tag: ['@cross'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let root: { root: string; remove(): Promise<void> };
  let nginx: NginxServer;
  let v1: Record<string, string>;
  let navatarV2: HubBuild;
  let zonesV2: HubBuild;
  let skewFixture: HubBuild;
  let oneHubMs = 0;

  test.beforeAll(async () => {
    test.setTimeout(400_000); // three hub builds on a first run (later runs reuse them) and seven deploys
    navatarV2 = await buildHubVersion({ hub: 'navatar', version: '0.2.0' });
    zonesV2 = await buildHubVersion({ hub: 'zones', version: '0.2.0' });
    skewFixture = await buildHubVersion({ hub: 'zones', version: '9.0.0', buildId: 'skew-fixture', requireShared: '@naturverse/ui@^9.0.0' });
    v1 = Object.fromEntries(await Promise.all(REMOTES.map(async (r) => [r.name, (await currentHubBuild(r.name)).version] as const)));
    root = await makeRoot();
    await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', root.root, '--who', 'e2e']);
    for (const { name } of REMOTES) {
      const started = Date.now();
      await mustRun(['deploy', name, ...fromDist(name), '--to', root.root, '--who', 'e2e', '--why', 'first deploy']);
      oneHubMs = Math.max(oneHubMs, Date.now() - started);
    }
    nginx = await startNginx(root.root, ['--listen', String(PORT)], { host: '127.0.0.1', port: PORT });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await root?.remove();
  });

  const registryText = () => readFile(join(root.root, 'remotes.json'), 'utf8');
  async function expectHub(page: Page, title: string, version: string) {
    await expectHeading(page, new RegExp(title));
    await expectHubVersion(page, title, version);
  }
  /** Built code (hashed JS and CSS, cached for a year) nginx was asked for. */
  const code = (paths: string[]) => paths.filter((p) => p.includes('/static/') && /\.(js|css)$/.test(p));

  test('every part deployed by the command and served by nginx: the site works under the generated headers', async ({ page }) => {
    test.setTimeout(180_000); // two hubs and two axe passes: on a loaded 2-core machine axe alone took over a minute
    test.info().annotations.push({ type: 'deploy of one hub', description: `${oneHubMs} ms at most (command start to exit)` });
    const status = await mustRun(['status', '--to', root.root]);
    expect(status).toContain('registry revision 7');
    for (const { name } of REMOTES) expect(status).toMatch(new RegExp(`\\n  ${name} +${v1[name]!.replace(/\./g, '\\.')}\\n`));

    // the headers as nginx sends them (asked outside the browser: nothing of the test's in between)
    const { headers } = await fetch(`${URL_}/zones`);
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cache-control')).toBe('no-cache');
    // each route its own HTML file: a shell page its prerendered page, any path of a hub the hub's page
    expect(await (await fetch(`${URL_}/about`)).text()).toContain('data-prerendered="/about"');
    expect(await (await fetch(`${URL_}/zones/arcade`)).text()).toContain('Loading <!-- -->Zones<!-- -->…');
    expect((await fetch(`${URL_}/zones/nothing.js`)).status).toBe(404);
    await page.goto(`${URL_}/zones`);
    await expectHub(page, 'Zones', v1.zones!);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).click();
    await expectHub(page, 'Navatar', v1.navatar!);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);

    // hashed files cached for a year; no build statistics, history or deploy bookkeeping served
    const manifest = JSON.parse(await readFile(join(root.root, 'hubs', 'zones', v1.zones!, 'mf-manifest.json'), 'utf8'));
    const entry = await fetch(`${URL_}/hubs/zones/${v1.zones}/${manifest.metaData.remoteEntry.name}`);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const shellScript = await page.locator('script[src*="/static/js/"]').first().getAttribute('src');
    expect((await fetch(new URL(shellScript!, URL_))).headers.get('cache-control'), shellScript!).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${URL_}/hubs/zones/${v1.zones}/mf-manifest.json`)).headers.get('cache-control')).toBe('no-cache');
    for (const hidden of [
      `/hubs/zones/${v1.zones}/mf-manifest-stats.json`,
      '/remotes.history.jsonl',
      '/.naturverse/served-policy.json',
      '/shell/live.json',
      '/nothing.js',
    ]) {
      expect((await fetch(`${URL_}${hidden}`)).status, hidden).toBe(404);
    }
  });

  test('v2 of one hub goes live with one command: a new visit gets it and nothing else is fetched again; rollback returns v1', async ({ page }) => {
    test.slow();
    await disableIdlePrefetch(page);
    await page.goto(`${URL_}/passport`);
    await expectHeading(page, /Passport/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).click();
    await expectHub(page, 'Navatar', v1.navatar!);

    await nginx.forgetRequests();
    const deployed = await mustRun(['deploy', 'navatar', '--from', navatarV2.outDir, '--to', root.root, '--who', 'navatar-team', '--why', 'new outfits']);
    expect(deployed).toContain(`navatar: ${v1.navatar} → 0.2.0`);
    expect(deployed).toContain('registry revision 7 → 8');
    await page.goto(`${URL_}/navatar`);
    await expectHub(page, 'Navatar', '0.2.0');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Passport' }).click();
    await expectHeading(page, /Passport/);
    const fetched = code(await nginx.requests());
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.filter((p) => !p.startsWith('/hubs/navatar/0.2.0/'))).toEqual([]);

    const rolledBack = await mustRun(['rollback', 'navatar', '--to', root.root, '--who', 'navatar-team', '--why', 'outfits clip on phones']);
    expect(rolledBack).toContain(`navatar: rolled back 0.2.0 → ${v1.navatar}`);
    await nginx.forgetRequests();
    await page.goto(`${URL_}/navatar`);
    await expectHub(page, 'Navatar', v1.navatar!);
    expect(code(await nginx.requests())).toEqual([]); // v1 is still in the browser's cache: immutable folders
    const history = await mustRun(['history', 'navatar', '--to', root.root]);
    expect(history).toMatch(/navatar +deploy +0\.2\.0 → .*by navatar-team: new outfits|navatar +deploy +\S+ → 0\.2\.0 +by navatar-team: new outfits/);
    expect(history).toContain(`rollback 0.2.0 → ${v1.navatar}  by navatar-team: outfits clip on phones`);
  });

  test('a version republished with other bytes is refused like a 409, and what is live is untouched', async () => {
    const rebuilt = await mkdtemp(join(tmpdir(), 'nv-rebuilt-'));
    try {
      await cp(navatarV2.outDir, rebuilt, { recursive: true, dereference: true });
      await writeFile(join(rebuilt, 'index.html'), `${await readFile(join(rebuilt, 'index.html'), 'utf8')}<!-- rebuilt -->`);
      const before = await registryText();
      const same = await naturverse(['deploy', 'navatar', '--from', navatarV2.outDir, '--to', root.root, '--dry-run']);
      expect(same.code).toBe(0);
      expect(same.stdout).toContain('already there, same bytes');
      const refused = await naturverse(['deploy', 'navatar', '--from', rebuilt, '--to', root.root]);
      expect(refused.code).toBe(3);
      expect(refused.stderr).toContain('navatar/0.2.0 already holds this version with other bytes (index.html); a published version is never overwritten');
      expect(await registryText()).toBe(before);
      expect(await readFile(join(root.root, 'hubs', 'navatar', '0.2.0', 'index.html'), 'utf8')).not.toContain('rebuilt');
    } finally {
      await rm(rebuilt, { recursive: true, force: true });
    }
  });

  test('a hub built against a newer @naturverse/ui than the live shell is refused before the registry changes', async ({ page }) => {
    const before = await registryText();
    const refused = await naturverse(['deploy', 'zones', '--from', skewFixture.outDir, '--to', root.root]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('deploy of zones 9.0.0 refused, nothing changed:');
    expect(refused.stderr).toContain(`needs @naturverse/ui@^9.0.0, but the live shell (0.1.0) shares ${SHELL_UI}: a newer version than production's shell`);
    expect(await registryText()).toBe(before);
    await expect(stat(join(root.root, 'hubs', 'zones', '9.0.0'))).rejects.toThrow();
    await page.goto(`${URL_}/zones`);
    await expectHub(page, 'Zones', v1.zones!);
  });

  test('two teams deploying two hubs at the same moment: both changes are live, one history line each', async ({ page }) => {
    test.setTimeout(120_000); // two deploys (budgets measured, files copied) in parallel, then two hubs in the browser
    const { revision } = JSON.parse(await registryText()) as { revision: number };
    const [zones, navatar] = await Promise.all([
      naturverse(['deploy', 'zones', '--from', zonesV2.outDir, '--to', root.root, '--who', 'zones-team']),
      naturverse(['deploy', 'navatar', '--from', navatarV2.outDir, '--to', root.root, '--who', 'navatar-team']),
    ]);
    expect([zones.code, navatar.code, zones.stderr, navatar.stderr]).toEqual([0, 0, '', '']);
    const after = JSON.parse(await registryText()) as { revision: number; remotes: { name: string; manifest: string }[] };
    expect(after.revision).toBe(revision + 2);
    expect(after.remotes.find((r) => r.name === 'zones')!.manifest).toBe('/hubs/zones/0.2.0/mf-manifest.json');
    expect(after.remotes.find((r) => r.name === 'navatar')!.manifest).toBe('/hubs/navatar/0.2.0/mf-manifest.json');
    const history = await mustRun(['history', '--to', root.root]);
    expect(history).toContain(`zones        deploy   ${v1.zones} → 0.2.0  by zones-team`);
    expect(history).toContain(`navatar      deploy   ${v1.navatar} → 0.2.0  by navatar-team`);
    await page.goto(`${URL_}/zones`);
    await expectHub(page, 'Zones', '0.2.0');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).click();
    await expectHub(page, 'Navatar', '0.2.0');
  });
});
