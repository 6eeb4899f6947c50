// Balance never below 0 under concurrent calls: 50 spends of 10 against a
// balance of 100, each from its own connection, all in flight at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RPCS, TABLES, VIEWS } from '@naturverse/platform';
import { asRole, beginAs, connect, createUser, ident, sqlState, user, type Client } from './db';

const TX = TABLES.naturTransactions;
const [P_KIND, P_AMOUNT, P_META] = RPCS.earnSpendNatur.args;
const N = 50;

let admin: Client;
const clients: Client[] = [];

beforeAll(async () => {
  admin = await connect('supabase_admin');
  for (let i = 0; i < N; i++) clients.push(await connect());
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await admin?.end();
});

type Outcome = { ok: true } | { ok: false; code: string | undefined };

/**
 * Every connection first opens its request transaction (role + claims), then
 * all wait at a barrier and fire their statement at the same moment; each
 * commits on success, rolls back on failure — exactly one PostgREST request each.
 */
async function raceAll(u: string, statement: (c: Client) => Promise<unknown>): Promise<Outcome[]> {
  await Promise.all(clients.map((c) => beginAs(c, user(u))));
  return Promise.all(
    clients.map(async (c): Promise<Outcome> => {
      try {
        await statement(c);
        await c.query('commit');
        return { ok: true };
      } catch (err) {
        await c.query('rollback');
        return { ok: false, code: sqlState(err) };
      }
    }),
  );
}

async function seedBalance(u: string, amount: number): Promise<void> {
  await admin.query(`insert into public.${TX.name} (user_id, kind, amount, note) values ($1, 'grant', $2, 'seed')`, [u, amount]);
}

async function state(u: string): Promise<{ balance: number; spends: number }> {
  const balance = await asRole(admin, user(u), async (c) => {
    const r = await c.query(`select balance from public.${ident(VIEWS.myWallet.name)}`);
    return Number(r.rows[0].balance);
  });
  const spends = await admin.query(`select count(*)::int as n from public.${TX.name} where user_id = $1 and kind = 'spend'`, [u]);
  return { balance, spends: spends.rows[0].n as number };
}

describe('earn_spend_natur under concurrency', () => {
  it(`${N} concurrent spends of 10 from balance 100: exactly 10 succeed, balance 0, the rest insufficient_funds`, async () => {
    const u = await createUser(admin);
    await seedBalance(u, 100);

    const started = Date.now();
    const outcomes = await raceAll(u, (c) =>
      c.query(`select public.${ident(RPCS.earnSpendNatur.name)}(${P_KIND} => 'spend', ${P_AMOUNT} => 10, ${P_META} => '{"reason":"race"}')`),
    );
    const elapsed = Date.now() - started;

    const ok = outcomes.filter((o) => o.ok).length;
    const codes = outcomes.flatMap((o) => (o.ok ? [] : [o.code]));
    console.log(`[concurrency] ${N} spends in ${elapsed} ms: ${ok} succeeded, ${codes.length} refused`);
    expect(ok).toBe(10);
    expect(codes).toHaveLength(N - 10);
    expect(new Set(codes)).toEqual(new Set(['NV005']));
    expect(await state(u)).toEqual({ balance: 0, spends: 10 });
  });

  it(`${N} concurrent direct inserts of spend 10 from balance 55 (§7 "Add transaction"): 5 succeed`, async () => {
    const u = await createUser(admin);
    await seedBalance(u, 55);
    const outcomes = await raceAll(u, (c) => c.query(`insert into public.${TX.name} (user_id, kind, amount, note) values ($1, 'spend', 10, 'race')`, [u]));
    expect(outcomes.filter((o) => o.ok)).toHaveLength(5);
    expect(new Set(outcomes.flatMap((o) => (o.ok ? [] : [o.code])))).toEqual(new Set(['NV005']));
    expect(await state(u)).toEqual({ balance: 5, spends: 5 });
  });

  it('different users do not block each other', async () => {
    const users: string[] = [];
    for (let i = 0; i < N; i++) {
      const u = await createUser(admin);
      await seedBalance(u, 10);
      users.push(u);
    }
    await Promise.all(clients.map((c, i) => beginAs(c, user(users[i]!))));
    const outcomes = await Promise.all(
      clients.map(async (c) => {
        try {
          await c.query(`select public.${ident(RPCS.earnSpendNatur.name)}('spend', 10, '{}')`);
          await c.query('commit');
          return true;
        } catch {
          await c.query('rollback');
          return false;
        }
      }),
    );
    expect(outcomes.every(Boolean)).toBe(true);
  });

  describe('control: the race is real', () => {
    const schema = 'scratch_race_control';

    beforeAll(async () => {
      // The same check-then-insert without the per-user lock, with a tiny
      // pause between check and insert to widen the window.
      await admin.query(`
        drop schema if exists ${schema} cascade;
        create schema ${schema};
        grant usage on schema ${schema} to authenticated;
        create table ${schema}.ledger (user_id uuid not null, amount numeric not null);
        grant select, insert on ${schema}.ledger to authenticated;
        create function ${schema}.naive_spend(p_amount numeric) returns void
        language plpgsql security definer set search_path = '' as $fn$
        declare v_balance numeric;
        begin
          select coalesce(sum(amount), 0) into v_balance from ${schema}.ledger where user_id = auth.uid();
          if p_amount > v_balance then
            raise exception using errcode = 'NV005', message = 'insufficient_funds';
          end if;
          perform pg_catalog.pg_sleep(0.02);
          insert into ${schema}.ledger values (auth.uid(), -p_amount);
        end $fn$;
        grant execute on function ${schema}.naive_spend(numeric) to authenticated;
      `);
    });

    afterAll(async () => {
      await admin.query(`drop schema if exists ${schema} cascade`);
    });

    it('without the lock, the same 50-way race overdraws — so the test above can fail', async () => {
      const u = await createUser(admin);
      await admin.query(`insert into ${schema}.ledger values ($1, 100)`, [u]);
      const outcomes = await raceAll(u, (c) => c.query(`select ${schema}.naive_spend(10)`));
      const ok = outcomes.filter((o) => o.ok).length;
      const bal = await admin.query(`select sum(amount)::numeric as b from ${schema}.ledger where user_id = $1`, [u]);
      console.log(`[concurrency control] naive spend: ${ok} succeeded, balance ${bal.rows[0].b}`);
      expect(ok).toBeGreaterThan(10);
      expect(Number(bal.rows[0].b)).toBeLessThan(0);
    });
  });
});
