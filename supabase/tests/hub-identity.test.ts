// One hub identity on PostgreSQL: the reports table's checks (migration
// 20261127000000_hub_identity.sql) against the same table of cases the TypeScript rules are
// tested on (@naturverse/contracts/hub-identity.cases.json, packages/contracts/src/hub-identity.test.ts).
// Each case is sent as a family's beacon sends a report (report_hub_events as anon) and rolled
// back: stored when the rule accepts it, refused (23514, nothing stored) when it does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cases from '@naturverse/contracts/hub-identity.cases.json' with { type: 'json' };
import { reportFault, type HubReport } from '@naturverse/contracts/report-shape';
import { addressOf, anon, asBrowser, asRole, connect, sqlState, type Client } from './db';

let api: Client;
let admin: Client;

beforeAll(async () => {
  api = await connect();
  admin = await connect('supabase_admin');
});

afterAll(async () => {
  await api?.end();
  await admin?.end();
});

const base: HubReport = { hub: 'zones', version: '1.0.0', build: 'b1', route: '/zones', event: 'load', kind: null, value: 10, browser: 'chromium' };

let family = 0;

/**
 * Whether the database stores a report with `change` (sent as a beacon, each case from a family
 * of its own so the rate limits never decide it, then rolled back).
 */
async function stored(change: Partial<HubReport>): Promise<boolean> {
  family += 1;
  let count: number | undefined;
  try {
    const { rows } = await asRole(api, anon, async (c) => {
      await asBrowser(c, { address: addressOf(700_000 + family) });
      return c.query<{ n: number }>('select public.report_hub_events($1) as n', [JSON.stringify([{ ...base, ...change }])]);
    });
    count = rows[0]?.n;
  } catch (error) {
    expect(sqlState(error), String(error)).toBe('23514'); // a check constraint, not any other failure
    return false;
  }
  expect(count, 'a family within its limits is never refused').toBe(1);
  return true;
}

const table = (field: 'name' | 'prefix' | 'route' | 'version' | 'build') => [
  ...cases[field].valid.map((value) => ({ value, valid: true })),
  ...cases[field].invalid.map((value) => ({ value, valid: false })),
];

describe('the reports table takes the identity rules of @naturverse/contracts/hub-identity', () => {
  it.each(table('name'))('hub $value: stored $valid, as the TypeScript rule says', async ({ value, valid }) => {
    expect(await stored({ hub: value })).toBe(valid);
    expect(reportFault({ ...base, hub: value }) === null).toBe(valid);
    expect((await admin.query('select hub_health.is_hub_name($1) as ok', [value])).rows[0].ok).toBe(valid);
  });

  it.each(table('route'))('route $value: stored $valid, as the TypeScript rule says', async ({ value, valid }) => {
    expect(await stored({ route: value })).toBe(valid);
    expect(reportFault({ ...base, route: value }) === null).toBe(valid);
  });

  it.each(table('prefix').filter((c) => c.valid))('prefix $value: a route prefix the registry takes is a route a report carries', async ({ value }) => {
    expect(await stored({ route: value })).toBe(true);
  });

  it.each(table('version'))('version $value: stored when a deploy takes it (or "unknown")', async ({ value, valid }) => {
    expect(await stored({ version: value })).toBe(valid || value === 'unknown');
    expect(reportFault({ ...base, version: value }) === null).toBe(valid || value === 'unknown');
  });

  it.each(table('build'))('build $value: stored $valid, as the TypeScript rule says', async ({ value, valid }) => {
    expect(await stored({ build: value })).toBe(valid);
    expect(reportFault({ ...base, build: value }) === null).toBe(valid);
  });
});
