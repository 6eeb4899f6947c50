// Hub health reports: anon and signed-in users can only send well-formed reports
// through report_hub_events(text); nobody but hub_health_reader reads them; the views give
// load-failure rates and vital p75s per hub × version; retention deletes what is 30 days old.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_KEYS, reportFault, type HubReport } from '@naturverse/contracts/report-shape';
import { addressOf, anon, asBrowser, asRole, connect, createUser, failureOf, socketDir, sqlState, user, type Client } from './db';

let admin: Client;
let api: Client;

const base: HubReport = {
  hub: 'zones',
  version: '1.3.0',
  build: 'b1',
  route: '/zones/:seg',
  event: 'load',
  kind: null,
  value: 120,
  browser: 'chromium',
};
const report = (change: Partial<HubReport> = {}): HubReport => ({ ...base, ...change });

let family = 0;
/**
 * As PostgREST calls a function with one unnamed text parameter (a text/plain body), from a
 * browser of its own each time (one call of each family; report-limits.test.ts tests the limits):
 * whatever the browser's side wrote in x-forwarded-for, then its address as the gateway appends it.
 */
const send = async (c: Client, body: string) => {
  family += 1;
  await asBrowser(c, { address: `192.0.2.1, ${addressOf(family)}` });
  return c.query('select public.report_hub_events($1) as stored', [body]);
};

/** As the platform team's role; rolled back unless commit is set. */
async function asReader<T>(fn: (c: Client) => Promise<T>, { commit = false } = {}): Promise<T> {
  await admin.query('begin; set local role hub_health_reader');
  try {
    return await fn(admin);
  } finally {
    await admin.query(commit ? 'commit' : 'rollback');
  }
}

beforeAll(async () => {
  admin = await connect('supabase_admin');
  api = await connect();
  await admin.query('truncate hub_health.reports');
});

afterAll(async () => {
  await api?.end();
  await admin?.end();
});

describe('report_hub_events: insert-only, for anon and signed-in users', () => {
  it('stores a batch from anon and from a signed-in user, and neither can read it back', async () => {
    const stored = await asRole(api, anon, (c) => send(c, JSON.stringify([report(), report({ event: 'vital', kind: 'INP', value: 40 })])), { commit: true });
    expect(stored.rows[0].stored).toBe(2);
    const u = await createUser(admin);
    await asRole(api, user(u), (c) => send(c, JSON.stringify([report({ hub: 'navatar', route: '/navatar' })])), { commit: true });
    for (const who of [anon, user(u)]) {
      const read = await failureOf(asRole(api, who, (c) => c.query('select * from hub_health.reports')));
      expect(sqlState(read)).toBe('42501'); // permission denied
    }
    const rows = await asReader((c) => c.query(`select ${REPORT_KEYS.join(', ')} from hub_health.reports order by id`));
    expect(rows.rows).toEqual([report(), report({ event: 'vital', kind: 'INP', value: 40 }), report({ hub: 'navatar', route: '/navatar' })]);
  });

  it('refuses a direct insert, update or delete on the table', async () => {
    for (const sql of [
      `insert into hub_health.reports (hub, version, build, route, event, value, browser) values ('zones','1','b','/','load',1,'other')`,
      `update hub_health.reports set hub = 'x'`,
      `delete from hub_health.reports`,
    ]) {
      const err = await failureOf(asRole(api, anon, (c) => c.query(sql)));
      expect(sqlState(err), sql).toBe('42501');
    }
  });

  it.each([
    ['an oversize body', JSON.stringify([report({ build: 'x'.repeat(64) })]).padEnd(8193, ' ')],
    ['more than 20 reports', JSON.stringify(Array.from({ length: 21 }, () => report()))],
    ['an empty batch', '[]'],
    ['not JSON', 'hub=zones'],
    ['an object, not an array', JSON.stringify(report())],
    ['an extra key (a user id)', JSON.stringify([{ ...report(), user_id: '7b1c' }])],
    ['an extra key (typed text)', JSON.stringify([{ ...report(), title: 'My dragon story' }])],
    ['an address with its query', JSON.stringify([report({ route: '/zones/music?name=Ada' })])],
    ['a render error with message text', JSON.stringify([report({ event: 'render-error', kind: "TypeError: can't read Ada", value: null })])],
    ['an unknown failure kind', JSON.stringify([report({ event: 'load-failure', kind: 'mystery', value: null })])],
    ['a value as text', JSON.stringify([{ ...report(), value: '12' }])],
    ['a good report beside a bad one', JSON.stringify([report(), report({ browser: 'netscape' as HubReport['browser'] })])],
  ])('refuses %s and stores nothing', async (_what, body) => {
    const before = await asReader((c) => c.query('select count(*)::int as n from hub_health.reports'));
    const err = await failureOf(asRole(api, anon, (c) => send(c, body), { commit: true }));
    expect(['22023', '23514', '22P02']).toContain(sqlState(err));
    const after = await asReader((c) => c.query('select count(*)::int as n from hub_health.reports'));
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('accepts exactly what the browser-side check accepts (one rule, two places)', async () => {
    const cases: unknown[] = [
      report(),
      report({ event: 'load-failure', kind: 'timeout', value: null }),
      report({ event: 'canary-fallback', kind: 'unreachable', value: 30 }),
      report({ event: 'render-error', kind: 'TypeError', value: null }),
      report({ event: 'vital', kind: 'CLS', value: 12 }),
      report({ route: '/' }),
      report({ event: 'vital', kind: 'FID' }),
      report({ event: 'load', kind: 'timeout' }),
      report({ value: 600_001 }),
      report({ hub: 'Zones' }),
      { ...report(), extra: 1 },
    ];
    for (const c of cases) {
      const err = await asRole(api, anon, (cl) => send(cl, JSON.stringify([c]))).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err === null, JSON.stringify(c)).toBe(reportFault(c) === null);
    }
  });
});

describe('views for the platform team', () => {
  it('give the load-failure rate and p75 of each vital per hub × version, with sample counts', async () => {
    await admin.query('truncate hub_health.reports');
    const batch = [
      ...Array.from({ length: 8 }, () => report({ version: '2.0.0' })),
      ...Array.from({ length: 2 }, () => report({ version: '2.0.0', event: 'load-failure', kind: 'unreachable', value: null })),
      ...[10, 20, 30, 40].map((value) => report({ version: '2.0.0', event: 'vital', kind: 'INP', value })),
    ];
    await asRole(api, anon, (c) => send(c, JSON.stringify(batch)), { commit: true });
    const hourly = await asReader((c) =>
      c.query(`select loads::int, failures::int, failure_rate::float as rate from hub_health.loads_by_hour where hub = 'zones' and version = '2.0.0'`),
    );
    expect(hourly.rows).toEqual([{ loads: 10, failures: 2, rate: 0.2 }]);
    const vitals = await asReader((c) => c.query(`select vital, samples::int, p75 from hub_health.vitals_by_hour where version = '2.0.0'`));
    expect(vitals.rows).toEqual([{ vital: 'INP', samples: 4, p75: 32.5 }]);
    const summary = await asReader((c) =>
      c.query(`select loads::int, failures::int, inp_samples::int, inp_p75 from hub_health.by_version where version = '2.0.0'`),
    );
    expect(summary.rows).toEqual([{ loads: 10, failures: 2, inp_samples: 4, inp_p75: 32.5 }]);
  });

  it('are closed to anon and signed-in users', async () => {
    const u = await createUser(admin);
    for (const who of [anon, user(u)]) {
      for (const view of ['loads_by_hour', 'vitals_by_hour', 'by_version']) {
        const err = await failureOf(asRole(api, who, (c) => c.query(`select * from hub_health.${view}`)));
        expect(sqlState(err), view).toBe('42501');
      }
    }
  });
});

describe('retention', () => {
  it('prune_reports() deletes rows older than 30 days and keeps the rest; only the owner (its daily schedule) may run it', async () => {
    await admin.query('truncate hub_health.reports');
    await asRole(api, anon, (c) => send(c, JSON.stringify([report({ version: '0.0.1' }), report({ version: '0.0.2' })])), { commit: true });
    await admin.query(`update hub_health.reports set received_at = now() - interval '31 days' where version = '0.0.1'`);
    const denied = await failureOf(asRole(api, anon, (c) => c.query('select hub_health.prune_reports()')));
    expect(sqlState(denied)).toBe('42501');
    // the platform team reads; a prune of its own could delete every report (keep => 0)
    expect(sqlState(await failureOf(asReader((c) => c.query(`select hub_health.prune_reports(interval '0 seconds')`))))).toBe('42501');
    await admin.query('begin; set local role postgres');
    const pruned = await admin.query('select hub_health.prune_reports() as n');
    await admin.query('commit');
    expect(pruned.rows[0].n).toBe(1);
    const left = await asReader((c) => c.query('select version from hub_health.reports'));
    expect(left.rows).toEqual([{ version: '0.0.2' }]);
  });
});

describe('the health command reads the views as the platform role', () => {
  it('prints each version and gates a canary on the stored figures', async () => {
    const { formatHealth, gateFromRows, readHealth } = await import('@naturverse/cli');
    await admin.query('truncate hub_health.reports');
    const loads = (version: string, ok: number, failed: number) => [
      ...Array.from({ length: ok }, () => report({ version })),
      ...Array.from({ length: failed }, () => report({ version, event: 'load-failure', kind: 'timeout', value: null })),
    ];
    const inp = (version: string, value: number, n: number) => Array.from({ length: n }, () => report({ version, event: 'vital', kind: 'INP', value }));
    const all = [...loads('1.2.0', 297, 3), ...inp('1.2.0', 80, 60), ...loads('1.3.0', 270, 30), ...inp('1.3.0', 80, 60)];
    // as 120 families' beacons of 6 reports each (the gate needs 30 sources per version)
    for (let i = 0; i < all.length; i += 6) await asRole(api, anon, (c) => send(c, JSON.stringify(all.slice(i, i + 6))), { commit: true });
    const rows = await asReader((c) => readHealth(c, 'zones'));
    expect(rows.map((r) => [r.version, r.loads, r.failures, r.inpSamples]).sort()).toEqual([
      ['1.2.0', 300, 3, 60],
      ['1.3.0', 300, 30, 60],
    ]);
    const text = formatHealth('zones', rows);
    expect(text).toMatch(/^1\.3\.0\s+300\s+30\s+10\.00 %/m);
    expect(text).toMatch(/^1\.2\.0\s+300\s+3\s+1\.00 %/m);
    expect(gateFromRows(rows, '1.2.0', '1.3.0')).toEqual({
      ok: false,
      reasons: [expect.stringMatching(/^load failures: 1\.3\.0 10\.00 % vs 1\.2\.0 1\.00 %/)],
    });
    expect(gateFromRows(rows, '1.3.0', '1.2.0').ok).toBe(true);
  });
});

describe('promote asks the gate on the stored figures (@naturverse/cli healthGate)', () => {
  it('refuses a canary whose stored load failures are worse, passes one that is not, and refuses without a database', async () => {
    const { healthGate } = await import('@naturverse/cli');
    const { PG_PORT } = await import('./env');
    const url = `postgres://supabase_admin@/postgres?host=${encodeURIComponent(socketDir())}&port=${PG_PORT}`;
    // the figures the previous test stored: 1.3.0 fails 10 % of loads, 1.2.0 1 %
    expect(await healthGate(url)({ hub: 'zones', stable: '1.2.0', canary: '1.3.0' })).toMatchObject({ ok: false });
    expect(await healthGate(url)({ hub: 'zones', stable: '1.3.0', canary: '1.2.0' })).toEqual({ ok: true, reasons: [] });
    await expect(healthGate(undefined)({ hub: 'zones', stable: '1.2.0', canary: '1.3.0' })).rejects.toThrow('no health figures');
  });
});
