// The reports' daily salt stays the owner's. With a day's salt in hand, every address hash and
// source of that day is reversed by hashing the 2^32 IPv4 addresses; and a salt made for a day
// after today is "today's" until that day comes, so the daily rotation stops. So: the login the
// canary gate gives CI (a member of hub_health_reader), anon, signed-in callers and the service
// key can neither call the rotation nor read the salt or the day's keys; no salt is made for a
// day after today; one left from before is removed by the next rotation — the scheduled one or
// the day's first report call. The scheduled jobs run as the owner (pg_cron runs a job as the
// role that scheduled it), as asOwner does here.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HubReport } from '@naturverse/contracts/report-shape';
import { anon, asBrowser, asRole, connect, createUser, failureOf, sqlState, user, type Client, type Who } from './db';

const CI_LOGIN = 'report_salt_ci_reader';
const FAR = '2099-01-01';
const BUILD = 'b-salt';
/** 32 random bytes, as the rotation makes a salt. */
const RANDOM_SALT = 'uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())';

const report: HubReport = { hub: 'zones', version: '7.0.0', build: BUILD, route: '/zones', event: 'load', kind: null, value: 100, browser: 'firefox' };

let admin: Client;
let api: Client;
let ci: Client;
let signedIn: Who;

/** One caller other than the owner, each statement in a transaction of its own that is rolled back. */
interface Caller {
  name: string;
  run: <T>(fn: (c: Client) => Promise<T>) => Promise<T>;
}

async function inRole<T>(c: Client, role: string | null, fn: (c: Client) => Promise<T>, commit = false): Promise<T> {
  await c.query('begin');
  try {
    if (role) await c.query(`set local role ${role}`);
    const out = await fn(c);
    await c.query(commit ? 'commit' : 'rollback');
    return out;
  } catch (err) {
    await c.query('rollback');
    throw err;
  }
}

const callers = (): Caller[] => [
  { name: `the canary gate's CI login (${CI_LOGIN}, in role hub_health_reader)`, run: (fn) => inRole(ci, null, fn) },
  { name: 'anon', run: (fn) => asRole(api, anon, fn) },
  { name: 'authenticated', run: (fn) => asRole(api, signedIn, fn) },
  { name: 'service_role', run: (fn) => inRole(api, 'service_role', fn) },
];

/** As the owner: the role the migrations ran as, and the scheduled jobs run as. */
const asOwner = <T>(fn: (c: Client) => Promise<T>, commit = true) => inRole(admin, 'postgres', fn, commit);

const utcToday = async () => (await admin.query(`select (now() at time zone 'utc')::date::text as d`)).rows[0].d as string;
const saltDays = async () => (await admin.query(`select day::text from hub_health.report_salts order by day`)).rows.map((r) => r.day as string);
/** A salt for FAR, with a source's and an address's rate-limit key of that day, as the reader's call could leave one before. */
async function plantFarSalt(): Promise<void> {
  await admin.query(`insert into hub_health.report_salts (day, salt) values ($1, ${RANDOM_SALT}) on conflict (day) do nothing`, [FAR]);
  await admin.query(
    `insert into hub_health.report_sources (source, day, minute, minute_calls, day_reports, last_n) values (-7, $1::date, $1::date::timestamptz, 1, 1, 1) on conflict do nothing`,
    [FAR],
  );
  await admin.query(
    `insert into hub_health.report_addresses (address_hash, day, minute, minute_calls, day_reports, last_n) values (-7, $1::date, $1::date::timestamptz, 1, 1, 1) on conflict do nothing`,
    [FAR],
  );
}

const farKeys = async (today: string) =>
  (
    await admin.query(
      `select (select count(*) from hub_health.report_sources where day > $1)::int as sources, (select count(*) from hub_health.report_addresses where day > $1)::int as addresses`,
      [today],
    )
  ).rows[0];

beforeAll(async () => {
  admin = await connect('supabase_admin');
  await admin.query(
    `do $$ begin if not exists (select from pg_roles where rolname = '${CI_LOGIN}') then create role ${CI_LOGIN} login in role hub_health_reader; end if; end $$`,
  );
  api = await connect();
  ci = await connect(CI_LOGIN);
  signedIn = user(await createUser(admin, 'salt'));
});

afterAll(async () => {
  // whatever a failing run left: no far-future salt or key for the files after this one
  await admin?.query(`delete from hub_health.report_salts where day > (now() at time zone 'utc')::date`);
  await admin?.query(`delete from hub_health.report_sources where day > (now() at time zone 'utc')::date`);
  await admin?.query(`delete from hub_health.report_addresses where day > (now() at time zone 'utc')::date`);
  await admin?.query(`delete from hub_health.reports where build = $1`, [BUILD]);
  await ci?.end();
  await api?.end();
  await admin?.end();
});

describe('nobody but the owner may rotate the salt or read it', () => {
  it.each([
    [`hub_health.rotate_report_salt('${FAR}')`],
    ['hub_health.rotate_report_salt()'],
    ['hub_health.prune_reports()'],
    [`hub_health.prune_reports(interval '0 seconds')`],
  ])('%s is refused (42501) to the CI login, anon, authenticated and service_role, and makes no salt', async (call) => {
    const before = await saltDays();
    for (const who of callers()) {
      const err = await failureOf(who.run((c) => c.query(`select ${call}`))).catch((e: Error) => {
        throw new Error(`${who.name}: ${e.message}`);
      });
      expect(sqlState(err), who.name).toBe('42501');
    }
    expect(await saltDays()).toEqual(before);
  });

  it('every table of hub_health but the reports and their two counters is closed to them: the salt, the day keys, the settings', async () => {
    const { rows } = await admin.query(`select relname from pg_class where relnamespace = 'hub_health'::regnamespace and relkind = 'r' order by 1`);
    const open = ['reports', 'report_refusals', 'report_version_hours'];
    const closed = rows.map((r) => r.relname as string).filter((t) => !open.includes(t));
    expect(closed).toEqual(expect.arrayContaining(['report_salts', 'report_sources', 'report_addresses', 'report_settings']));
    for (const who of callers()) {
      for (const table of closed) {
        const err = await failureOf(who.run((c) => c.query(`select * from hub_health.${table}`)));
        expect(sqlState(err), `${who.name} reads ${table}`).toBe('42501');
      }
    }
  });

  it('the security definer functions the CI login, anon and authenticated can reach are the API calls, and in hub_health only the identity checks', async () => {
    const reachable = (where: string) =>
      admin
        .query(
          `select r.role || ' ' || n.nspname || '.' || p.proname as can
             from pg_proc p join pg_namespace n on n.oid = p.pronamespace
            cross join unnest(array['hub_health_reader', 'anon', 'authenticated']) r(role)
            where ${where} and has_schema_privilege(r.role, n.oid, 'usage') and has_function_privilege(r.role, p.oid, 'execute')
            order by 1`,
        )
        .then((res) => res.rows.map((r) => r.can as string));
    expect(await reachable('p.prosecdef')).toEqual([
      'anon public.report_hub_events',
      'authenticated public.earn_spend_natur',
      'authenticated public.grant_world_stamp',
      'authenticated public.report_hub_events',
    ]);
    expect(await reachable(`n.nspname = 'hub_health'`)).toEqual([
      'hub_health_reader hub_health.is_build_id',
      'hub_health_reader hub_health.is_hub_name',
      'hub_health_reader hub_health.is_hub_version',
      'hub_health_reader hub_health.is_report_route',
    ]);
  });
});

describe('no salt for a day after today', () => {
  it('the rotation refuses a day after today even for the owner; tomorrow is refused, the rest of today is not', async () => {
    const err = await failureOf(asOwner((c) => c.query(`select hub_health.rotate_report_salt($1)`, [FAR])));
    expect(sqlState(err)).toBe('22023');
    const tomorrow = await failureOf(
      asOwner((c) => c.query(`select hub_health.rotate_report_salt(date_trunc('day', now() at time zone 'utc') at time zone 'utc' + interval '1 day')`)),
    );
    expect(sqlState(tomorrow)).toBe('22023');
    const lastSecond = await asOwner((c) =>
      c.query(
        `select octet_length(hub_health.rotate_report_salt(date_trunc('day', now() at time zone 'utc') at time zone 'utc' + interval '1 day' - interval '1 second')) as n`,
      ),
    );
    expect(lastSecond.rows[0].n).toBe(32);
    expect(await saltDays()).toEqual([await utcToday()]);
  });

  it('a report call timed after today is refused and stores nothing', async () => {
    const headers = JSON.stringify({ 'x-forwarded-for': '192.0.2.201', 'user-agent': 'Salt/1' });
    await admin.query('delete from hub_health.report_salts');
    const err = await failureOf(asOwner((c) => c.query('select hub_health.take_reports($1, $2::json, $3)', [JSON.stringify([report]), headers, FAR])));
    expect(sqlState(err)).toBe('22023');
    expect(await saltDays()).toEqual([]);
    expect((await admin.query('select count(*)::int as n from hub_health.reports where build = $1', [BUILD])).rows[0].n).toBe(0);
  });
});

describe('a far-future salt left from before is removed by the next rotation', () => {
  it("the scheduled rotation removes it with its day's keys and makes today's salt, which it returns", async () => {
    await admin.query('delete from hub_health.report_salts');
    await plantFarSalt();
    const { rows } = await asOwner((c) => c.query('select hub_health.rotate_report_salt() as salt'));
    const today = await utcToday();
    expect(await saltDays()).toEqual([today]);
    const stored = await admin.query('select salt from hub_health.report_salts where day = $1', [today]);
    expect(Buffer.compare(rows[0].salt as Buffer, stored.rows[0].salt as Buffer)).toBe(0);
    expect(await farKeys(today)).toEqual({ sources: 0, addresses: 0 });
  });

  it('the daily prune, as scheduled, removes it too', async () => {
    await plantFarSalt();
    await asOwner((c) => c.query('select hub_health.prune_reports()'));
    const today = await utcToday();
    expect(await saltDays()).toEqual([today]);
    expect(await farKeys(today)).toEqual({ sources: 0, addresses: 0 });
  });

  it("the day's first report call removes it and keys the caller on today's salt", async () => {
    await admin.query('delete from hub_health.report_salts');
    await plantFarSalt();
    const browser = { address: '192.0.2.202', agent: 'Salt/2' };
    const stored = await asRole(
      api,
      anon,
      async (c) => {
        await asBrowser(c, browser);
        return (await c.query('select public.report_hub_events($1) as n', [JSON.stringify([report])])).rows[0].n as number;
      },
      { commit: true },
    );
    expect(stored).toBe(1);
    const today = await utcToday();
    expect(await saltDays()).toEqual([today]);
    expect(await farKeys(today)).toEqual({ sources: 0, addresses: 0 });
    const keyed = await admin.query(
      `select r.source = ('x' || encode(substr(sha256(s.salt || convert_to($1 || E'\\n' || $2, 'UTF8')), 1, 8), 'hex'))::bit(64)::bigint as on_today
         from hub_health.reports r join hub_health.report_salts s on s.day = $3 where r.build = $4`,
      [browser.address, browser.agent, today, BUILD],
    );
    expect(keyed.rows).toEqual([{ on_today: true }]);
  });
});

describe('what the owner and the families do still works', () => {
  beforeEach(async () => {
    await admin.query('delete from hub_health.report_salts');
  });

  it("the scheduled rotation, as the owner, keeps today's salt for the day and deletes an older one", async () => {
    const first = await asOwner((c) => c.query('select hub_health.rotate_report_salt() as salt'));
    await admin.query(`insert into hub_health.report_salts (day, salt) values ((now() at time zone 'utc')::date - 3, ${RANDOM_SALT})`);
    const again = await asOwner((c) => c.query('select hub_health.rotate_report_salt() as salt'));
    expect(Buffer.compare(first.rows[0].salt as Buffer, again.rows[0].salt as Buffer)).toBe(0);
    expect(await saltDays()).toEqual([await utcToday()]);
  });

  it('anon and signed-in families still report (insert-only)', async () => {
    for (const [who, address] of [
      [anon, '192.0.2.203'],
      [signedIn, '192.0.2.204'],
    ] as const) {
      const n = await asRole(
        api,
        who,
        async (c) => {
          await asBrowser(c, { address });
          return (await c.query('select public.report_hub_events($1) as n', [JSON.stringify([report, report])])).rows[0].n as number;
        },
        { commit: true },
      );
      expect(n).toBe(2);
    }
  });
});
