/**
 * A new hub joins production by deploy: "Birds", a hub this repository does
 * not have (built for real with the hub preset, e2e/support/joined-hub-build.ts), is deployed
 * with the command to a root serving the shell and a hub; the registry gains its entry (title
 * and prefix from the command line), nothing of the shell is rebuilt, and on the generated
 * nginx a family finds it in the header, opens it, and /status names it. A prefix another hub
 * owns is refused with one line before the registry changes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, expectHeading } from '../support/fixtures';
import { browserPort } from '../support/browser';
import { JOINED_HUB, buildJoinedHub } from '../support/joined-hub-build';
import type { HubBuild } from '../support/hub-build';
import { fromDist, makeRoot, mustRun, naturverse, startNginx, type NginxServer } from './nginx-root';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { expectHubVersion } from '../support/hub-version';

/** A spare port of this offset: 3078 is this spec's nginx (e2e/README.md lists the others). */
const PORT = browserPort(3078 + OFFSET);
const URL_ = `http://localhost:${PORT}`;
const { name, title, prefix, heading } = JOINED_HUB;

test.describe('a hub joins the site by deploy', { tag: ['@cross'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let root: { root: string; remove(): Promise<void> };
  let nginx: NginxServer;
  let birds: HubBuild;
  let deployed: string;

  test.beforeAll(async () => {
    test.setTimeout(300_000); // the Birds build on a first run (later runs reuse it) and three deploys
    birds = await buildJoinedHub();
    root = await makeRoot();
    await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', root.root, '--who', 'e2e']);
    await mustRun(['deploy', 'navatar', ...fromDist('navatar'), '--to', root.root, '--who', 'e2e']);
    const before = await readFile(join(root.root, 'remotes.json'), 'utf8');
    // a prefix another hub owns: one line, exit 64, the registry as it was
    const refused = await naturverse(['deploy', name, '--from', birds.outDir, '--to', root.root, '--title', title, '--prefix', '/navatar']);
    expect(refused.stderr).toBe(`naturverse deploy ${name}: ${name} is new to this root and cannot join: prefix "/navatar" overlaps "/navatar" of navatar\n`);
    expect(refused.code).toBe(64);
    expect(await readFile(join(root.root, 'remotes.json'), 'utf8')).toBe(before);
    deployed = await mustRun(['deploy', name, '--from', birds.outDir, '--to', root.root, '--title', title, '--prefix', prefix, '--who', 'birds-team']);
    nginx = await startNginx(root.root, ['--listen', String(PORT)], { host: '127.0.0.1', port: PORT });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await root?.remove();
  });

  test('the registry names it: the deploy says so, status and history list it', async () => {
    expect(deployed).toContain(`${name}: (none) → ${birds.version} (joins the site: "${title}" at ${prefix})`);
    const registry = JSON.parse(await readFile(join(root.root, 'remotes.json'), 'utf8')) as { remotes: unknown[] };
    expect(registry.remotes.at(-1)).toEqual({ name, title, manifest: `/hubs/${name}/${birds.version}/mf-manifest.json`, prefixes: [prefix] });
    expect(await mustRun(['status', '--to', root.root])).toMatch(new RegExp(`\\n  ${name} +${birds.version.replace(/\./g, '\\.')}\\n`));
    expect(await mustRun(['history', name, '--to', root.root])).toMatch(
      new RegExp(`${name} +deploy +\\(none\\) → ${birds.version.replace(/\./g, '\\.')} +by birds-team`),
    );
  });

  test('a family finds it in the header, opens it, and /status names it', async ({ page }) => {
    test.slow(); // a cold nginx and two hubs loaded on a loaded 2-core machine
    await page.goto(`${URL_}/navatar`);
    await expectHeading(page, /Navatar/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: title, exact: true }).click();
    await expect(page).toHaveURL(`${URL_}${prefix}`);
    await expectHeading(page, heading);
    await expectHubVersion(page, title, birds.version);

    // a fresh visit at its prefix, and a deeper path of it, load it too (nginx's answer for a route it has no file for)
    await page.goto(`${URL_}${prefix}`);
    await expectHeading(page, heading);
    const deeper = await fetch(`${URL_}${prefix}/nests`);
    expect(deeper.status).toBe(200);
    expect(deeper.headers.get('content-type')).toMatch(/^text\/html/);

    await page.goto(`${URL_}/status`);
    const hubs = page.getByRole('table', { name: 'Hubs' });
    await expect(hubs.getByRole('rowheader', { name: title, exact: true })).toBeVisible();
    await expect(hubs.getByRole('row', { name: new RegExp(`^${title} `) })).toContainText(`/hubs/${name}/${birds.version}/mf-manifest.json`);
  });
});
