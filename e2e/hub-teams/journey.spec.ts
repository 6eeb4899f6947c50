/**
 * A hub team works in its own repository. A real npm registry (Verdaccio) on loopback
 * gets every @naturverse package by `pnpm publish`; then, in a temp folder OUTSIDE this
 * repository, a "Birds" team does what docs/hub-teams.md tells it — the starter, `npm install`,
 * typecheck, unit tests, build, e2e through the shell emulator — and deploys with the published
 * CLI to a deploy root that already holds the shell and the six hubs. A browser on the project's
 * generated nginx opens /birds from the header, and every other hub still works. The same team then
 * deploys to a root in object storage (a real Ceph gateway, e2e/support/object-store/ceph.ts) with
 * `npx naturverse deploy birds --to s3://…`, the standard AWS variables in its environment. Last, a
 * Birds build against @naturverse/ui 2.x is refused before the registry changes.
 *
 * The journey fails if the team's lockfile takes any @naturverse package from anything but the
 * registry, or if any file in the team's folder reaches into this repository. Its transcript
 * (each command, its time and the last line it printed) is written to reports/hub-team-journey.md.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES } from '@naturverse/site/federation';
import { ROOT } from '@naturverse/site/serve';
import { reportDir } from '@naturverse/testing/reports';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { test, expect, expectHeading } from '../support/fixtures';
import { browserPort } from '../support/browser';
import { lockfileFaults, notOutsideProblem, reachInFaults } from '../support/team-folder';
import { fromDist, makeRoot, mustRun, naturverse, startNginx } from '../deploy/nginx-root';
import { startCeph } from '../support/object-store/ceph';
import { servedIntegrity, startLocalRegistry } from './local-registry';
import { publishAll, publishAsMajor } from './publish-packages';
import { TeamShell, teamEnvironment } from './team-shell';

/** Spare ports of this offset, after the deploy and emulator specs (3050–3083): the registry and this journey's nginx. */
const REGISTRY_PORT = browserPort(3084 + OFFSET);
const NGINX_PORT = browserPort(3085 + OFFSET);

/** What a team installs: the libraries its hub imports and the tooling it builds, tests and deploys with. */
const TEAM_PACKAGES = ['ui', 'auth', 'platform', 'build-preset', 'cli', 'shell-emulator', 'testing', 'create-hub', 'tsconfig'].map((p) => `@naturverse/${p}`);

test(
  'a Birds team, outside this repository: starter, install, tests, build, e2e and deploy from the published packages',
  { tag: ['@platform', '@cross'] },
  async ({ page }) => {
    test.setTimeout(25 * 60_000); // npm installs from the public registry on a fresh machine dominate
    const started = Date.now();
    const registry = await startLocalRegistry(REGISTRY_PORT);
    const base = await mkdtemp(join(tmpdir(), 'nv-team-'));
    const home = join(base, 'team');
    await mkdir(home);
    // the bucket the platform and the team deploy to; its S3 user's keys are the team's CI secrets
    const ceph = await startCeph({ slot: 1 }); // the journey runs after the suite: the CDN spec's slot is free
    await ceph.createBucket('site');
    // the team's own npm cache: nothing of an earlier run (or of this machine's cache) stands in for the registry
    const shell = new TeamShell(home, teamEnvironment(ROOT, { npm_config_cache: join(base, 'npm-cache'), ...ceph.env }));
    const deployRoot = await makeRoot();
    let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
    try {
      const published = await test.step('publish every @naturverse package to the local registry', () => publishAll(ROOT, registry));
      expect(published.map((p) => p.name)).toEqual(expect.arrayContaining(TEAM_PACKAGES));

      await test.step('the team folder is outside the repository, the scope mapped to the registry', async () => {
        expect(await notOutsideProblem(home, ROOT)).toBeNull();
        await writeFile(join(home, '.npmrc'), `@naturverse:registry=${registry.url}\n`);
      });

      await test.step('npm create --yes @naturverse/hub birds', async () => {
        await shell.must('.', 'npm', ['create', '--yes', '@naturverse/hub', 'birds']);
        const manifest = JSON.parse(await readFile(join(home, 'birds', 'package.json'), 'utf8'));
        expect(Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })).toEqual(
          expect.arrayContaining(['@naturverse/ui', '@naturverse/build-preset']),
        );
        // the team's repository maps the scope too (a real team would take it from the public registry)
        await writeFile(join(home, 'birds', '.npmrc'), `@naturverse:registry=${registry.url}\n`);
      });

      await test.step('npm install: every @naturverse package from the registry', async () => {
        await shell.must('birds', 'npm', ['install', '--no-audit', '--no-fund'], 600_000);
        const lock = JSON.parse(await readFile(join(home, 'birds', 'package-lock.json'), 'utf8'));
        const installed = Object.keys(lock.packages).filter((p) => p.includes('node_modules/@naturverse/'));
        const names = [...new Set(installed.map((p) => p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length)))];
        expect(lockfileFaults(lock, registry.url, await servedIntegrity(registry, names))).toEqual([]);
      });

      await test.step('typecheck, unit tests, build, e2e through the shell emulator', async () => {
        await shell.must('birds', 'npm', ['run', 'typecheck']);
        await shell.must('birds', 'npm', ['test']);
        await shell.must('birds', 'npm', ['run', 'build']);
        const e2e = await shell.must('birds', 'npm', ['run', 'test:e2e'], 600_000);
        expect(e2e.output).toMatch(/\b[1-9]\d* passed\b/);
        expect(e2e.output).not.toMatch(/\b\d+ (failed|skipped|flaky)\b/);
      });

      await test.step('the platform deploys the shell and its six hubs to a root', async () => {
        await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', deployRoot.root, '--who', 'platform']);
        for (const { name } of REMOTES)
          await mustRun(['deploy', name, ...fromDist(name), '--to', deployRoot.root, '--who', 'platform', '--why', 'first deploy']);
      });

      await test.step('npx naturverse deploy birds: the registry gains the hub', async () => {
        const deployed = await shell.must('birds', 'npx', [
          'naturverse',
          'deploy',
          'birds',
          '--to',
          deployRoot.root,
          '--who',
          'birds-team',
          '--why',
          'first deploy',
        ]);
        expect(deployed.output).toContain('birds');
        const registryFile = JSON.parse(await readFile(join(deployRoot.root, 'remotes.json'), 'utf8'));
        const birds = registryFile.remotes.find((r: { name: string }) => r.name === 'birds');
        expect(birds).toMatchObject({ name: 'birds', title: 'Birds', prefixes: ['/birds'] });
        await shell.must('birds', 'npx', ['naturverse', 'status', '--to', deployRoot.root]);
      });

      await test.step('npx naturverse deploy birds --to s3://…: the team deploys to the bucket from its own repository', async () => {
        const bucket = 's3://site/prod';
        for (const args of [['deploy', 'shell', ...fromDist('shell')], ...REMOTES.map(({ name }) => ['deploy', name, ...fromDist(name)])]) {
          const platform = await naturverse([...args, '--to', bucket, '--who', 'platform'], ceph.env);
          expect(platform.code, platform.stderr).toBe(0);
        }
        const deployed = await shell.must('birds', 'npx', ['naturverse', 'deploy', 'birds', '--to', bucket, '--who', 'birds-team', '--why', 'first deploy']);
        expect(deployed.output).toContain('birds');
        expect(deployed.output).not.toMatch(/NodeVersionSupportWarning|AWS_SECRET|secret/i);
        const status = await shell.must('birds', 'npx', ['naturverse', 'status', '--to', bucket]);
        expect(status.output).toMatch(/\n\s+birds\s/);
      });

      await test.step('nothing in the team folder reaches into the repository', async () => {
        expect(await reachInFaults(join(home, 'birds'), ROOT)).toEqual([]);
      });

      await test.step('on nginx, /birds opens from the header and every other hub still works', async () => {
        nginx = await startNginx(deployRoot.root, ['--listen', String(NGINX_PORT)], { host: '127.0.0.1', port: NGINX_PORT });
        const site = `http://localhost:${NGINX_PORT}`;
        await page.goto(`${site}/`);
        const header = page.getByRole('navigation', { name: 'Main' });
        await header.getByRole('link', { name: 'Birds' }).click();
        await expect(page).toHaveURL(`${site}/birds`);
        await expectHeading(page, /Birds/);
        for (const { title, prefixes } of REMOTES) {
          await header.getByRole('link', { name: title }).click();
          await expect(page).toHaveURL(`${site}${prefixes[0]}`);
          await expectHeading(page, new RegExp(title));
        }
      });

      await test.step('a Birds build needing @naturverse/ui 2.x is refused, the registry unchanged', async () => {
        const ui = published.find((p) => p.name === '@naturverse/ui')!;
        await publishAsMajor(ui, '2.0.0', registry);
        await shell.must('birds', 'npm', ['install', '--no-audit', '--no-fund', '@naturverse/ui@^2.0.0'], 600_000);
        await shell.must('birds', 'npm', ['run', 'build']);
        const before = await readFile(join(deployRoot.root, 'remotes.json'), 'utf8');
        const refused = await shell.run('birds', 'npx', ['naturverse', 'deploy', 'birds', '--to', deployRoot.root, '--who', 'birds-team']);
        expect(refused.code).not.toBe(0);
        expect(refused.output).toContain('refused, nothing changed');
        expect(refused.output).toContain('@naturverse/ui');
        expect(await readFile(join(deployRoot.root, 'remotes.json'), 'utf8')).toBe(before);
      });
    } finally {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const transcript = `# Hub-team journey (${seconds} s)\n\n${shell.markdown()}\n`;
      await mkdir(join(reportDir(process.env, ROOT), '..'), { recursive: true });
      await writeFile(join(reportDir(process.env, ROOT), '..', 'hub-team-journey.md'), transcript);
      await test.info().attach('transcript', { body: transcript, contentType: 'text/markdown' });
      await nginx?.stop();
      await deployRoot.remove();
      await registry.stop();
      await ceph.stop();
      await rm(base, { recursive: true, force: true });
    }
  },
);
