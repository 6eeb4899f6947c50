/**
 * The canary gate on the real schema: a canary with injected failures blocks `promote`, a healthy
 * one passes. A deploy root of the test's own gets the shell, zones and a canary (a real second
 * build, `pnpm naturverse canary`); families' reports are stored through the same call a
 * beacon makes (`public.report_hub_events` as anon, 6 reports a family, each family from an
 * address of its own in the request headers, as the gate counts sources); then the real
 * `pnpm naturverse promote` reads the platform team's view through a hub_health_reader login.
 * The gate needs 30 sources, 200 loads and 50 INP samples per version (packages/cli/src/health/gate.ts), more than a
 * browser journey can make in a test, so the figures are sent directly; the browser side of a
 * canary failure (the fallback, its report) is e2e/deploy/nginx-canary.spec.ts.
 *
 * The rows carry a build id of this run and are written back-dated by an hour in the same
 * transaction, so the "since the test started" read-backs of e2e/synced/hub-reports.spec.ts never
 * see them; they are deleted at the end. The gate adds up every row of a version, so the rows of
 * zones another test stored (a visit's load or load failure in e2e/synced/hub-reports.spec.ts, a
 * copy of this test on another worker) would move its figures: it takes the reports' turn for the
 * whole test and clears the hub's rows first.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { HubReport } from '@naturverse/contracts/report-shape';
import { test, expect } from '../support/fixtures';
import { buildHubVersion, currentHubBuild } from '../support/hub-build';
import { PG_PORT, socketDir } from '../support/backend/cluster-env';
import { REPORTS_TURN } from '../support/backend/reports';
import { makeRoot, fromDist, mustRun, naturverse } from '../deploy/nginx-root';

const CANARY = '0.2.0';
const BUILD = `e2e-gate-${process.pid}-${Date.now()}`;
const READER = 'e2e_health_reader';

/** The cluster as its superuser (the SQL suite's own login), over the socket the global setup made. */
const dbUrl = (user: string) => `postgres://${user}@/postgres?host=${encodeURIComponent(socketDir())}&port=${PG_PORT}`;

async function withAdmin<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: dbUrl('supabase_admin') });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

const report = (version: string, change: Partial<HubReport>): HubReport => ({
  hub: 'zones',
  version,
  build: BUILD,
  route: '/zones',
  event: 'load',
  kind: null,
  value: 300,
  browser: 'chromium',
  ...change,
});

/** `ok` loads, `failed` load failures and `inp` INP samples of `inpMs` for `version`. */
function figures(version: string, ok: number, failed: number, inp: number, inpMs: number): HubReport[] {
  return [
    ...Array.from({ length: ok }, () => report(version, {})),
    ...Array.from({ length: failed }, () => report(version, { event: 'load-failure', kind: 'missing-entry', value: null })),
    ...Array.from({ length: inp }, () => report(version, { event: 'vital', kind: 'INP', value: inpMs })),
  ];
}

/** Reports one family's browser sends in a visit (the gate weighs sources: one family's share is capped). */
const PER_FAMILY = 6;
let families = 0;

/**
 * Store reports as families' beacons do (anon, PER_FAMILY a call, each call with the request
 * headers PostgREST sets and an address of its own), back-dated an hour before anyone else can read them.
 */
async function store(reports: HubReport[]): Promise<void> {
  await withAdmin(async (db) => {
    await db.query('begin');
    await db.query('set local role anon');
    // the claims PostgREST sets for an anonymous request (supabase/tests/db.ts claimsOf)
    await db.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify({ role: 'anon' })]);
    for (let i = 0; i < reports.length; i += PER_FAMILY) {
      families += 1;
      const headers = { 'x-forwarded-for': `198.18.${Math.floor(families / 250) % 250}.${families % 250}`, 'user-agent': 'Mozilla/5.0 (e2e family)' };
      await db.query("select set_config('request.headers', $1, true)", [JSON.stringify(headers)]);
      const { rows } = await db.query<{ stored: number }>('select public.report_hub_events($1) as stored', [JSON.stringify(reports.slice(i, i + PER_FAMILY))]);
      expect(rows[0]?.stored, 'a family within its limits is never refused').toBe(Math.min(PER_FAMILY, reports.length - i));
    }
    await db.query('reset role');
    await db.query(`update hub_health.reports set received_at = received_at - interval '1 hour' where build = $1`, [BUILD]);
    await db.query('commit');
  });
}

const forget = (version: string) => withAdmin((db) => db.query('delete from hub_health.reports where build = $1 and version = $2', [BUILD, version]));

test.describe('the canary gate on stored reports', { tag: ['@zones'] }, () => {
  test.skip(!!process.env.E2E_SUPABASE_URL, 'reads the local test cluster through its socket');

  test('a canary with injected load failures is refused by promote, registry unchanged; once its figures are healthy, promote passes', async () => {
    test.setTimeout(240_000); // a second zones build on a first run (later runs reuse it), three deploys and two promotes
    const zonesV2 = await buildHubVersion({ hub: 'zones', version: CANARY });
    const stable = (await currentHubBuild('zones')).version;
    const root = await makeRoot();
    await withAdmin((db) =>
      db.query(
        `do $$ begin if not exists (select from pg_roles where rolname = '${READER}') then create role ${READER} login in role hub_health_reader; end if; end $$`,
      ),
    );
    const env = { NATURVERSE_HEALTH_DB_URL: dbUrl(READER) };
    const turn = new pg.Client({ connectionString: dbUrl('supabase_admin') });
    await turn.connect();
    await turn.query('select pg_advisory_lock($1)', [REPORTS_TURN]);
    // rows of zones earlier tests stored, and any a crashed earlier run of this one left
    await withAdmin((db) => db.query(`delete from hub_health.reports where hub = 'zones'`));
    try {
      await mustRun(['deploy', 'shell', ...fromDist('shell'), '--to', root.root, '--who', 'e2e']);
      await mustRun(['deploy', 'zones', ...fromDist('zones'), '--to', root.root, '--who', 'e2e']);
      await mustRun(['canary', 'zones', CANARY, '--share', '10', '--from', zonesV2.outDir, '--to', root.root, '--who', 'zones-team']);
      const registry = () => readFile(join(root.root, 'remotes.json'), 'utf8');

      // stable fails 1 % of loads; the canary 10 % (injected missing entries), INP alike
      await store([...figures(stable, 297, 3, 60, 80), ...figures(CANARY, 270, 30, 60, 80)]);
      const before = await registry();
      const refused = await naturverse(['promote', 'zones', '--to', root.root, '--who', 'zones-team'], env);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain(`promote of zones ${CANARY} refused by the canary gate:`);
      expect(refused.stderr).toMatch(new RegExp(`load failures: ${CANARY.replace(/\./g, '\\.')} 10\\.00 % vs ${stable.replace(/\./g, '\\.')} 1\\.\\d\\d %`));
      expect(await registry()).toBe(before);
      const health = await naturverse(['health', 'zones'], env);
      expect(health.stdout).toMatch(new RegExp(`^${CANARY.replace(/\./g, '\\.')}\\s+300\\s+30\\s+10\\.00 %`, 'm'));

      // the canary fixed: its figures now as healthy as stable's (inside the noise)
      await forget(CANARY);
      await store(figures(CANARY, 296, 4, 60, 84));
      const promoted = await naturverse(['promote', 'zones', '--to', root.root, '--who', 'zones-team', '--why', 'healthy'], env);
      expect([promoted.code, promoted.stderr]).toEqual([0, '']);
      expect(promoted.stdout).toContain(`zones: canary ${CANARY} promoted (was ${stable})`);
      const after = JSON.parse(await registry()) as { remotes: Array<{ name: string; manifest: string; canary?: unknown }> };
      expect(after.remotes.find((r) => r.name === 'zones')).toMatchObject({ manifest: `/hubs/zones/${CANARY}/mf-manifest.json` });
      expect(after.remotes.find((r) => r.name === 'zones')?.canary).toBeUndefined();
    } finally {
      await withAdmin((db) => db.query('delete from hub_health.reports where build = $1', [BUILD]));
      await turn.end(); // releases the lock
      await root.remove();
    }
  });
});
