/**
 * One hub identity, end to end: a hub named `my_owls` (a name with "_", which the registry, the
 * deploy command and now the reports all take) is built for real with the hub preset, joins a
 * deploy root by `pnpm naturverse deploy`, and is served by nginx with the configuration the
 * command generates, its config.json naming the e2e backend (real PostgreSQL) as the site's
 * Supabase project and report address. A family's visit is reported and the report is stored;
 * a canary of it is judged by the gate on the stored figures. A name the rule refuses (33
 * letters) is refused by the deploy and by the reports alike.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, type TestBackend } from '../support/backend/fixture';
import { expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { browserPort } from '../support/browser';
import { buildJoinedHub, type JoinedHub } from '../support/joined-hub-build';
import { expectHubVersion } from '../support/hub-version';
import { REPORT_PATH } from '../support/backend/reports';
import { postFrom } from '../support/backend/post-from';
import { PG_PORT, socketDir } from '../support/backend/cluster-env';
import type { HubBuild } from '../support/hub-build';
import { fromDist, makeRoot, mustRun, naturverse, startNginx, type NginxServer } from '../deploy/nginx-root';
import type { HubReport } from '@naturverse/contracts/report-shape';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

/** A spare port of this offset: 3079 is this spec's nginx (e2e/README.md lists the others). */
const PORT = browserPort(3079 + OFFSET);
const URL_ = `http://localhost:${PORT}`;
const OWLS: JoinedHub = { name: 'my_owls', title: 'My Owls', prefix: '/my_owls', heading: 'Owls of the Naturverse' };
const CANARY = '1.1.0';
/** 33 letters: one more than a hub name may have. */
const TOO_LONG = 'a'.repeat(33);
/** Both tests read and write every report of my_owls: copies on other workers (--repeat-each) take turns. */
const OWLS_TURN = 290_045;
const READER = 'e2e_identity_reader';

/** Reports one family's browser sends in a visit: the gate weighs sources, each one's share capped. */
const PER_FAMILY = 6;
let families = 0;

/**
 * Reports as families' beacons send them: POST to the backend's report_hub_events, text/plain,
 * the anon key in the query, PER_FAMILY a call, each family connecting from a loopback address of
 * its own (the gateway appends the connection's address to x-forwarded-for, and the reports'
 * limits and the gate count sources by it, not by anything a caller writes).
 */
async function beacon(backend: TestBackend, reports: HubReport[]): Promise<number> {
  let status = 200;
  for (let i = 0; i < reports.length && status === 200; i += PER_FAMILY) {
    families += 1;
    status = await postFrom(`127.1.${Math.floor(families / 250) % 250}.${(families % 250) + 1}`, `${backend.url}${REPORT_PATH}?apikey=${backend.anonKey}`, {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(reports.slice(i, i + PER_FAMILY)),
    });
  }
  return status;
}

const report = (version: string, change: Partial<HubReport> = {}): HubReport => ({
  hub: OWLS.name,
  version,
  build: `e2e-${version}`,
  route: OWLS.prefix,
  event: 'load',
  kind: null,
  value: 300,
  browser: 'chromium',
  ...change,
});

/** `ok` loads, `failed` load failures and 60 INP samples of 80 ms for `version`. */
const figures = (version: string, ok: number, failed: number): HubReport[] => [
  ...Array.from({ length: ok }, () => report(version)),
  ...Array.from({ length: failed }, () => report(version, { event: 'load-failure', kind: 'missing-entry', value: null })),
  ...Array.from({ length: 60 }, () => report(version, { event: 'vital', kind: 'INP', value: 80 })),
];

/** Send what the page holds now, from /status (a client-side visit, so the reporter's queue stays). */
async function sendNow(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Platform status' }).click();
  await page.getByRole('button', { name: 'Send pending reports now' }).click();
  await expect(page.getByText('Sent:').first()).toBeVisible();
}

test.describe('a hub named with "_" deploys, reports and is gated; a name the rule refuses is refused by both', { tag: ['@cross'] }, () => {
  test.describe.configure({ mode: 'serial' });

  let root: { root: string; remove(): Promise<void> };
  let nginx: NginxServer;
  let stable: HubBuild;
  let canary: HubBuild;

  test.beforeAll(async ({ backend }) => {
    test.setTimeout(420_000); // two builds of the hub on a first run (later runs reuse them) and three deploys
    stable = await buildJoinedHub('1.0.0', OWLS);
    canary = await buildJoinedHub(CANARY, OWLS);
    root = await makeRoot();
    await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', root.root, '--who', 'e2e']);
    await mustRun(['deploy', OWLS.name, '--from', stable.outDir, '--to', root.root, '--who', 'owls-team']);
    // the site's Supabase project is the e2e backend, and its reports go there (what the policy nginx sends is derived from it)
    const config = JSON.parse(await readFile(join(root.root, 'config.json'), 'utf8').catch(() => '{}')) as Record<string, unknown>;
    const site = { ...config, supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, reportUrl: `${backend.url}${REPORT_PATH}` };
    await writeFile(join(root.root, 'config.json'), `${JSON.stringify(site, null, 2)}\n`);
    nginx = await startNginx(root.root, ['--listen', String(PORT)], { host: '127.0.0.1', port: PORT });
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await root?.remove();
  });

  test('a family opens my_owls, and the visit is stored as a load report of my_owls at /my_owls', async ({ page, sql, takeTurn }) => {
    test.slow(); // a cold nginx, the idle start of the reporter and the status page on a busy 2-core machine
    await takeTurn(OWLS_TURN);
    await sql('delete from hub_health.reports where hub = $1', [OWLS.name]);
    const dropped: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('a hub report was dropped')) dropped.push(message.text());
    });
    await disableIdlePrefetch(page);
    await page.goto(`${URL_}${OWLS.prefix}`);
    await expectHeading(page, OWLS.heading);
    await expectHubVersion(page, OWLS.title, stable.version);
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('naturverse:reporting').length)).toBe(1);
    await sendNow(page);
    await expect
      .poll(() => sql(`select hub, version, build, route, event from hub_health.reports where hub = $1 and event = 'load'`, [OWLS.name]), { timeout: 20_000 })
      .toEqual([{ hub: OWLS.name, version: stable.version, build: stable.buildId, route: OWLS.prefix, event: 'load' }]);
    expect(dropped).toEqual([]);
  });

  test('its canary is judged by the gate on the stored figures: refused with the figures named, the registry unchanged', async ({ backend, sql, takeTurn }) => {
    test.slow(); // a canary deploy, 740 reports and two commands
    await takeTurn(OWLS_TURN);
    await sql(
      `do $$ begin if not exists (select from pg_roles where rolname = '${READER}') then create role ${READER} login in role hub_health_reader; end if; end $$`,
    );
    const env = { NATURVERSE_HEALTH_DB_URL: `postgres://${READER}@/postgres?host=${encodeURIComponent(socketDir())}&port=${PG_PORT}` };
    try {
      await mustRun(['canary', OWLS.name, CANARY, '--share', '10', '--from', canary.outDir, '--to', root.root, '--who', 'owls-team']);
      // stable fails 1 % of loads, the canary 10 %: sent as families' beacons are, to the backend
      expect(await beacon(backend, [...figures(stable.version, 297, 3), ...figures(CANARY, 270, 30)])).toBe(200);
      const registry = () => readFile(join(root.root, 'remotes.json'), 'utf8');
      const before = await registry();
      const refused = await naturverse(['promote', OWLS.name, '--to', root.root, '--who', 'owls-team'], env);
      expect(refused.stderr).toContain(`promote of ${OWLS.name} ${CANARY} refused by the canary gate:`);
      expect(refused.stderr).toMatch(/load failures: 1\.1\.0 10\.00 % vs 1\.0\.0 1\.\d\d %/);
      expect(refused.code).toBe(2);
      expect(await registry()).toBe(before);
      const health = await naturverse(['health', OWLS.name], env);
      expect(health.stdout).toMatch(/^1\.1\.0\s+300\s+30\s+10\.00 %/m);
    } finally {
      await sql('delete from hub_health.reports where hub = $1', [OWLS.name]);
    }
  });

  test('a name of 33 letters is refused by the deploy and by the reports, and nothing changes', async ({ backend, sql }) => {
    const before = await readFile(join(root.root, 'remotes.json'), 'utf8');
    const deploy = await naturverse(['deploy', TOO_LONG, '--from', stable.outDir, '--to', root.root, '--title', 'Long', '--prefix', '/long']);
    expect(deploy.stderr).toBe(`naturverse deploy ${TOO_LONG}: "${TOO_LONG}" is not a hub name: a hub name is 1–32 of a-z 0-9 - _, starting with a letter\n`);
    expect(deploy.code).toBe(64);
    expect(await readFile(join(root.root, 'remotes.json'), 'utf8')).toBe(before);

    expect(await beacon(backend, [{ ...report(stable.version), hub: TOO_LONG }])).toBe(400);
    expect(await sql('select count(*)::int as n from hub_health.reports where hub = $1', [TOO_LONG])).toEqual([{ n: 0 }]);
  });
});
