// The SQL bench of a report call: what one call of public.report_hub_events costs with the
// limits (supabase/migrations/20261127000100_report_limits.sql and the report migrations after
// it) against the function as it was
// before them (read from its own migration, 20261125000000_hub_reports.sql), in the same run,
// on the same throwaway cluster, rounds interleaved. Each call is its own transaction, as
// PostgREST makes it: a DO block as the anon role sets the request headers, calls, commits.
//
//   pnpm --filter @naturverse/supabase bench
//
// The bar: an accepted call at most 1.5 × the call before the limits, a refused call
// cheaper than an accepted one. Medians of ROUNDS rounds of CALLS calls, microseconds a call.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connect, type Client } from '../tests/db';

// Many short rounds rather than a few long ones: each round's four series run back to back, so
// the ratio within a round compares neighbours under the same load, and the median over many
// rounds sets aside the rounds a busy machine disturbed.
const CALLS = 200;
const ROUNDS = 21;
const REPORTS = 10;
/**
 * A beacon as a page visit sends it: ten reports (the hubs it loaded, its vitals —
 * docs/operations.md › Hub health reports: sources and limits), version `v` (an SQL expression).
 */
const body = (v: string) =>
  `'[' || rtrim(repeat('{"hub":"zones","version":"' || ${v} || '","build":"b1","route":"/zones/:seg","event":"load","kind":null,"value":120,"browser":"chromium"},', ${REPORTS}), ',') || ']'`;

let admin: Client;
let api: Client;

beforeAll(async () => {
  admin = await connect('supabase_admin');
  api = await connect();
  // the function before the limits, word for word from its migration, under another name
  const before = readFileSync(new URL('../migrations/20261125000000_hub_reports.sql', import.meta.url), 'utf8');
  const start = before.indexOf('create function public.report_hub_events(text)');
  const end = before.indexOf('$$;', start) + 3;
  expect(start).toBeGreaterThan(0);
  await admin.query(before.slice(start, end).replace('public.report_hub_events(text)', 'public.report_hub_events_before(text)'));
  await admin.query('grant execute on function public.report_hub_events_before(text) to anon');
  await api.query('set role anon');
});

afterAll(async () => {
  await admin?.query('drop function if exists public.report_hub_events_before(text)');
  await api?.end();
  await admin?.end();
});

/** Microseconds a call for CALLS calls of `call` (an SQL expression of i), each committed. */
async function series(call: string, address: string, agent = `'bench/1'`): Promise<number> {
  const notices: string[] = [];
  const listen = (m: { message?: string }) => notices.push(m.message ?? '');
  api.on('notice', listen);
  try {
    await api.query(`do $bench$
      declare t timestamptz;
      begin
        t := clock_timestamp();
        for i in 0..${CALLS - 1} loop
          perform set_config('request.headers', json_build_object('x-forwarded-for', ${address}, 'user-agent', ${agent})::text, true);
          perform ${call};
          commit;
        end loop;
        raise notice '%', extract(epoch from clock_timestamp() - t) * 1e6 / ${CALLS};
      end $bench$`);
  } finally {
    api.off('notice', listen);
  }
  return Number(notices.at(-1));
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it('an accepted call costs at most 1.5 × the call before the limits; a refused one less than an accepted one', { timeout: 600_000 }, async () => {
  const figures: Record<'before' | 'accepted' | 'refusedSource' | 'refusedAddress' | 'refusedVersion', number[]> = {
    before: [],
    accepted: [],
    refusedSource: [],
    refusedAddress: [],
    refusedVersion: [],
  };
  // a version over its ceiling this hour: refused before the body is parsed
  await admin.query(
    `insert into hub_health.report_version_hours (hour, hub, version, reports, closed) values (date_trunc('hour', now()), 'zones', '9.99.0', 5000, true)`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    const v = `'9.${round % 7}.' || (i % 8)`; // 56 versions in all: below the hour's ceilings (5,000 reports a version, 64 pairs)
    const fresh = `'10.${round}.' || (i / 250) || '.' || (i % 250)`; // a new browser each call
    figures.before.push(await series(`public.report_hub_events_before(${body(v)})`, fresh));
    figures.accepted.push(await series(`public.report_hub_events(${body(v)})`, `'10.${round + 100}.' || (i / 250) || '.' || (i % 250)`));
    figures.refusedSource.push(await series(`public.report_hub_events(${body(v)})`, `'192.0.2.${round}'`)); // one browser: 6 accepted, then refused
    // one address making up a new agent each call: 30 accepted, then refused by the address's minute
    figures.refusedAddress.push(await series(`public.report_hub_events(${body(v)})`, `'192.0.3.${round}'`, `'bench/' || i`));
    figures.refusedVersion.push(await series(`public.report_hub_events(${body("'9.99.0'")})`, fresh));
  }
  const m = Object.fromEntries(Object.entries(figures).map(([k, xs]) => [k, median(xs)])) as Record<keyof typeof figures, number>;
  // the ratio within each round (its calls ran back to back, under the same load), then the median:
  // a busy machine's load drifts between rounds more than between neighbouring series
  const ratio = median(figures.accepted.map((a, i) => a / figures.before[i]!));
  console.log(
    `[report-speed] µs a call, median of ${ROUNDS} rounds of ${CALLS} (${REPORTS} reports each): before the limits ${m.before.toFixed(0)}, ` +
      `accepted ${m.accepted.toFixed(0)} (median of the rounds' ratios ${ratio.toFixed(2)} ×), refused by the source's minute ${m.refusedSource.toFixed(0)}, ` +
      `refused by the address's minute ${m.refusedAddress.toFixed(0)}, ` +
      `refused by the version's hour ${m.refusedVersion.toFixed(0)}; rounds: ${JSON.stringify(figures, (_k, x) => (typeof x === 'number' ? Math.round(x) : x))}`,
  );
  expect(ratio).toBeLessThanOrEqual(1.5);
  expect(m.refusedSource).toBeLessThan(m.accepted);
  expect(m.refusedAddress).toBeLessThan(m.accepted);
  expect(m.refusedVersion).toBeLessThan(m.accepted);
});
