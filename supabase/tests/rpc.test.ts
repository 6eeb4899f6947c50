// The view v_my_wallet and the RPCs grant_world_stamp / earn_spend_natur, called
// the way the hubs call them through PostgREST (select … from view; select fn(args)).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPCS, TABLES, VIEWS } from '@naturverse/platform';
import { REPORT_RPC } from '@naturverse/contracts/report-shape';
import { anon, asRole, connect, createUser, failureOf, ident, user, type Client, type Who } from './db';

let admin: Client;
let api: Client;

const W = TABLES.naturWallets;
const TX = TABLES.naturTransactions;
const STAMPS = TABLES.userWorldStamps;
const [P_USER, P_WORLD, P_INC] = RPCS.grantWorldStamp.args;
const [P_KIND, P_AMOUNT, P_META] = RPCS.earnSpendNatur.args;

/** PostgREST calls functions with named arguments. */
function grantStamp(c: Client, pUser: string, world: string, inc: number | null = 1) {
  return c.query(`select public.${ident(RPCS.grantWorldStamp.name)}(${P_USER} => $1, ${P_WORLD} => $2, ${P_INC} => $3) as count`, [pUser, world, inc]);
}

function earnSpend(c: Client, kind: string, amount: number | string | null, reason = 'test') {
  return c.query(`select public.${ident(RPCS.earnSpendNatur.name)}(${P_KIND} => $1, ${P_AMOUNT} => $2, ${P_META} => $3) as balance`, [
    kind,
    amount,
    JSON.stringify({ reason }),
  ]);
}

async function balance(c: Client): Promise<number> {
  const res = await c.query(`select ${VIEWS.myWallet.columns[0]} from public.${ident(VIEWS.myWallet.name)}`);
  expect(res.rowCount).toBe(1); // .single() in the hub
  return Number(res.rows[0][VIEWS.myWallet.columns[0]]);
}

/** Commit a request (the default helper rolls back). */
const commitAs = <T>(who: Who, fn: (c: Client) => Promise<T>) => asRole(api, who, fn, { commit: true });

beforeAll(async () => {
  admin = await connect('supabase_admin');
  api = await connect();
});

afterAll(async () => {
  await api?.end();
  await admin?.end();
});

describe(`view ${VIEWS.myWallet.name}`, () => {
  it('gives one row with balance 0 when the user has no transactions', async () => {
    const u = await createUser(admin);
    expect(await asRole(api, user(u), balance)).toBe(0);
  });

  it('balance = earn + grant - spend, own transactions only', async () => {
    const u = await createUser(admin);
    const other = await createUser(admin);
    await admin.query(
      `insert into public.${TX.name} (user_id, kind, amount, note) values
         ($1, 'grant', 120, 'Demo wallet'), ($1, 'earn', 5, 'x'), ($1, 'spend', 2, 'y'),
         ($2, 'earn', 1000, 'not mine')`,
      [u, other],
    );
    expect(await asRole(api, user(u), balance)).toBe(123);
    expect(await asRole(api, user(other), balance)).toBe(1000);
  });

  it('anon cannot read it', async () => {
    const err = await failureOf(asRole(api, anon, balance));
    expect(err.code).toBe('42501');
  });

  it('is declared security_invoker', async () => {
    const res = await admin.query(
      `select c.reloptions from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relname = $1`,
      [VIEWS.myWallet.name],
    );
    expect(res.rows[0].reloptions).toContain('security_invoker=true');
  });
});

describe(`rpc ${RPCS.grantWorldStamp.name}`, () => {
  it('creates the row with count = p_inc, then increments it', async () => {
    const u = await createUser(admin);
    const first = await commitAs(user(u), (c) => grantStamp(c, u, 'thailandia'));
    expect(first.rows[0].count).toBe(1);
    const second = await commitAs(user(u), (c) => grantStamp(c, u, 'thailandia', 2));
    expect(second.rows[0].count).toBe(3);
    const row = await admin.query(
      `select ${STAMPS.columns.map(ident).join(', ')}, now() - last_granted_at < interval '1 minute' as fresh
       from public.${STAMPS.name} where user_id = $1`,
      [u],
    );
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]).toMatchObject({ user_id: u, world: 'thailandia', count: 3, fresh: true });
  });

  it('refuses p_user other than the caller (NV002 not_your_user), writing nothing', async () => {
    const u = await createUser(admin);
    const victim = await createUser(admin);
    const err = await failureOf(asRole(api, user(u), (c) => grantStamp(c, victim, 'thailandia')));
    expect(err.code).toBe('NV002');
    expect(err.message).toBe('not_your_user');
    const rows = await admin.query(`select 1 from public.${STAMPS.name} where user_id = $1`, [victim]);
    expect(rows.rowCount).toBe(0);
  });

  it('refuses a non-positive increment (NV003 invalid_amount)', async () => {
    const u = await createUser(admin);
    for (const inc of [0, -1, null]) {
      const err = await failureOf(asRole(api, user(u), (c) => grantStamp(c, u, 'amazonia', inc)));
      expect(err.code, String(inc)).toBe('NV003');
      expect(err.message).toBe('invalid_amount');
    }
  });

  it('refuses an empty world (NV006 invalid_world)', async () => {
    const u = await createUser(admin);
    const err = await failureOf(asRole(api, user(u), (c) => grantStamp(c, u, '')));
    expect(err.code).toBe('NV006');
  });

  it('a signed-in request without sub is not_authenticated (NV001)', async () => {
    const err = await failureOf(
      (async () => {
        await api.query('begin');
        try {
          await api.query('set local role authenticated');
          await api.query(`select set_config('request.jwt.claims', '{"role":"authenticated"}', true)`);
          await grantStamp(api, '00000000-0000-0000-0000-000000000000', 'x');
        } finally {
          await api.query('rollback');
        }
      })(),
    );
    expect(err.code).toBe('NV001');
  });

  it('honours the legacy request.jwt.claim.sub setting too', async () => {
    const u = await createUser(admin);
    // Own connection: once set, a custom setting stays '' in the session after
    // rollback, which (as on Supabase) would shadow request.jwt.claims later.
    const legacy = await connect();
    try {
      await legacy.query('begin');
      await legacy.query('set local role authenticated');
      await legacy.query(`select set_config('request.jwt.claim.sub', $1, true)`, [u]);
      const res = await grantStamp(legacy, u, 'legacy');
      expect(res.rows[0].count).toBe(1);
      await legacy.query('rollback');
    } finally {
      await legacy.end();
    }
  });

  it('anon cannot execute it (42501)', async () => {
    const u = await createUser(admin);
    const err = await failureOf(asRole(api, anon, (c) => grantStamp(c, u, 'thailandia')));
    expect(err.code).toBe('42501');
  });
});

describe(`rpc ${RPCS.earnSpendNatur.name}`, () => {
  it('earn then spend; note from p_meta.reason; wallet address filled in; returns the balance', async () => {
    const u = await createUser(admin);
    await commitAs(user(u), (c) => c.query(`insert into public.${W.name} (${W.columns.join(',')}) values ($1, $2, $3)`, [u, 'demo-abc', null]));
    const earned = await commitAs(user(u), (c) => earnSpend(c, 'earn', 10, 'Earn demo'));
    expect(Number(earned.rows[0].balance)).toBe(10);
    const spent = await commitAs(user(u), (c) => earnSpend(c, 'spend', 4, 'Shop demo'));
    expect(Number(spent.rows[0].balance)).toBe(6);
    expect(await asRole(api, user(u), balance)).toBe(6);

    const rows = await asRole(api, user(u), (c) =>
      c.query(`select ${TX.columns.join(', ')} from public.${TX.name} where user_id = $1 order by created_at desc limit ${TX.limit}`, [u]),
    );
    expect(rows.rows.map((r) => [r.kind, Number(r.amount), r.note, r.wallet_address]).sort()).toEqual(
      [
        ['earn', 10, 'Earn demo', 'demo-abc'],
        ['spend', 4, 'Shop demo', 'demo-abc'],
      ].sort(),
    );
  });

  it('refuses a spend above the balance (NV005 insufficient_funds) and writes nothing', async () => {
    const u = await createUser(admin);
    await commitAs(user(u), (c) => earnSpend(c, 'earn', 5));
    const err = await failureOf(asRole(api, user(u), (c) => earnSpend(c, 'spend', 10)));
    expect(err.code).toBe('NV005');
    expect(err.message).toBe('insufficient_funds');
    expect(await asRole(api, user(u), balance)).toBe(5);
    // spending exactly the balance is fine
    const res = await commitAs(user(u), (c) => earnSpend(c, 'spend', 5));
    expect(Number(res.rows[0].balance)).toBe(0);
  });

  it('refuses amounts <= 0 or null (NV003 invalid_amount)', async () => {
    const u = await createUser(admin);
    for (const kind of ['earn', 'spend']) {
      for (const amount of [0, -10, -0.01, null]) {
        const err = await failureOf(asRole(api, user(u), (c) => earnSpend(c, kind, amount)));
        expect(err.code, `${kind} ${amount}`).toBe('NV003');
        expect(err.message).toBe('invalid_amount');
      }
    }
    expect(await asRole(api, user(u), balance)).toBe(0);
  });

  it("refuses any kind but 'earn'/'spend' (NV004 invalid_kind) — no self-grants via the RPC", async () => {
    const u = await createUser(admin);
    for (const kind of ['grant', 'steal', '']) {
      const err = await failureOf(asRole(api, user(u), (c) => earnSpend(c, kind, 10)));
      expect(err.code, kind).toBe('NV004');
    }
  });

  it('anon cannot execute it (42501)', async () => {
    const err = await failureOf(asRole(api, anon, (c) => earnSpend(c, 'earn', 10)));
    expect(err.code).toBe('42501');
  });

  it('a direct insert of a spend (the §7 "Add transaction" path) cannot overdraw either', async () => {
    const u = await createUser(admin);
    await commitAs(user(u), (c) => earnSpend(c, 'earn', 3));
    const err = await failureOf(
      asRole(api, user(u), (c) =>
        c.query(`insert into public.${TX.name} (user_id, wallet_address, kind, amount, note) values ($1, null, 'spend', 10, 'x')`, [u]),
      ),
    );
    expect(err.code).toBe('NV005');
    // …and the same insert within the balance is fine, read back as the hub does
    const back = await asRole(api, user(u), (c) =>
      c.query(
        `insert into public.${TX.name} (user_id, wallet_address, kind, amount, note) values ($1, null, 'spend', 3, 'ok') returning ${TX.columns.join(', ')}`,
        [u],
      ),
    );
    expect(back.rows[0]).toMatchObject({ user_id: u, kind: 'spend', note: 'ok' });
  });

  it('no other function in public is callable by anon or authenticated (internals are revoked)', async () => {
    const res = await admin.query(
      `select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prorettype <> 'trigger'::regtype
          and (has_function_privilege('anon', p.oid, 'execute')
               or has_function_privilege('authenticated', p.oid, 'execute'))`,
    );
    // report_hub_events: hub health reports, insert-only (hub-reports.test.ts)
    expect(res.rows.map((r) => r.proname).sort()).toEqual([RPCS.earnSpendNatur.name, RPCS.grantWorldStamp.name, REPORT_RPC].sort());
  });

  it('every function is security definer with a pinned search_path; none executable by PUBLIC or anon', async () => {
    const res = await admin.query(
      `select p.proname, p.prosecdef, p.proconfig,
              has_function_privilege('anon', p.oid, 'execute') as anon_exec,
              has_function_privilege('authenticated', p.oid, 'execute') as auth_exec
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname = any($1)`,
      [[RPCS.grantWorldStamp.name, RPCS.earnSpendNatur.name]],
    );
    expect(res.rows).toHaveLength(2);
    for (const r of res.rows) {
      expect(r.prosecdef, r.proname).toBe(true);
      expect(r.proconfig, r.proname).toContain('search_path=""');
      expect(r.anon_exec, r.proname).toBe(false);
      expect(r.auth_exec, r.proname).toBe(true);
    }
  });
});
