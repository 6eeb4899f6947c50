// Row-level security on every table of spec §3: cross-user reads and writes are
// denied, anonymous writes are denied except scores with a null user, and a
// negative control shows the checker does report a leaky policy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '@naturverse/platform';
import { anon, asRole, connect, createUser, ident, recordDenied, sqlState, user, type Client } from './db';
import { PUBLIC_TABLES, seed, tryDelete, tryInsert, tryRead, tryReassign, tryUpdate, tryUpsert, type Row, type TableUnderTest, type Verdict } from './rls';

let admin: Client;
let api: Client;
let alice: string; // attacker
let bob: string; // victim
let carol: string; // bystander whose id the attacker tries to write
const victimRows = new Map<string, { key: Row; row: Row }>();
let denied = 0;

/** Every cross-user attempt goes through here: must be denied, and is counted. */
function expectDenied(verdict: Verdict, what: string): void {
  expect(verdict, what).toBe('denied');
  denied += 1;
}

beforeAll(async () => {
  admin = await connect('supabase_admin');
  api = await connect();
  alice = await createUser(admin, 'alice');
  bob = await createUser(admin, 'bob');
  carol = await createUser(admin, 'carol');
  for (const t of PUBLIC_TABLES) {
    const row = t.row(bob, 'bob');
    victimRows.set(t.table, { key: await seed(admin, t, row), row });
  }
});

afterAll(async () => {
  recordDenied('rls.test.ts', denied);
  console.log(`[rls.test.ts] cross-user attempts denied: ${denied}`);
  await api?.end();
  await admin?.end();
});

describe.each(PUBLIC_TABLES.map((t) => [t.table, t] as const))('%s: cross-user', (_name, t) => {
  const victim = (): { key: Row; row: Row } => victimRows.get(t.table)!;

  it('the owner reads their own row (positive check of the fixture)', async () => {
    expect(await tryRead(api, user(bob), t, victim().key)).toBe('allowed');
  });

  it("another user cannot read the victim's row", async () => {
    expectDenied(await tryRead(api, user(alice), t, victim().key), `${t.table} read`);
  });

  it("another user cannot update the victim's row", async () => {
    expectDenied(await tryUpdate(api, user(alice), t, victim().key), `${t.table} update`);
  });

  it("another user cannot delete the victim's row", async () => {
    expectDenied(await tryDelete(api, user(alice), t, victim().key), `${t.table} delete`);
  });

  it("another user cannot insert a row carrying the victim's id", async () => {
    expectDenied(await tryInsert(api, user(alice), t, t.row(bob, randomUUID())), `${t.table} insert`);
  });

  it("another user cannot move their own row onto someone else's id", async () => {
    expectDenied(await tryReassign(api, alice, t, randomUUID(), carol), `${t.table} reassign`);
  });

  it('the victim row is unchanged after all attempts', async () => {
    const keyCols = t.key.map((k, i) => `${ident(k)} = $${i + 1}`).join(' and ');
    const res = await admin.query(
      `select ${ident(t.mutate.column)} as v from ${ident(t.schema)}.${ident(t.table)} where ${keyCols}`,
      t.key.map((k) => victim().key[k]),
    );
    expect(res.rowCount).toBe(1);
    expect(res.rows[0].v).not.toEqual(t.mutate.value);
  });
});

describe.each(PUBLIC_TABLES.filter((t) => t.conflict).map((t) => [t.table, t] as const))('%s: the §7 upsert (on_conflict)', (_name, t) => {
  it("cannot overwrite the victim's row", async () => {
    expectDenied(await tryUpsert(api, user(alice), t, victimRows.get(t.table)!.row), `${t.table} upsert`);
  });
});

describe('the owner may write their own rows', () => {
  it.each(PUBLIC_TABLES.map((t) => [t.table, t] as const))('%s: insert own row', async (_n, t) => {
    expect(await tryInsert(api, user(alice), t, t.row(alice, randomUUID()))).toBe('allowed');
  });

  it.each(PUBLIC_TABLES.filter((t) => t.conflict).map((t) => [t.table, t] as const))(
    '%s: the §7 upsert of own row (insert, then update on conflict)',
    async (_n, t) => {
      const { row } = victimRows.get(t.table)!;
      expect(await tryUpsert(api, user(bob), t, row)).toBe('allowed');
      expect(await tryUpsert(api, user(alice), t, t.row(alice, randomUUID()))).toBe('allowed');
    },
  );

  it('full-CRUD tables: update and delete own rows', async () => {
    for (const name of [TABLES.userWorldStamps.name, TABLES.passportStamps.name, TABLES.passportBadges.name, TABLES.naturWallets.name, TABLES.profiles.name]) {
      const t = PUBLIC_TABLES.find((x) => x.table === name)!;
      const key = victimRows.get(name)!.key;
      expect(await tryUpdate(api, user(bob), t, key), `${name} update own`).toBe('allowed');
      expect(await tryDelete(api, user(bob), t, key), `${name} delete own`).toBe('allowed');
    }
  });

  it('ledgers are append-only: no update or delete even of own rows', async () => {
    for (const name of [TABLES.scores.name, TABLES.naturTransactions.name, TABLES.xpLedger.name]) {
      const t = PUBLIC_TABLES.find((x) => x.table === name)!;
      const key = victimRows.get(name)!.key;
      expect(await tryUpdate(api, user(bob), t, key), `${name} update own`).toBe('denied');
      expect(await tryDelete(api, user(bob), t, key), `${name} delete own`).toBe('denied');
    }
  });

  it('user_id defaults to auth.uid() when the client leaves it out', async () => {
    const t = PUBLIC_TABLES.find((x) => x.table === TABLES.passportStamps.name)!;
    const row = t.row(alice, 'default');
    delete row[t.owner];
    const owner = await asRole(api, user(alice), async (c) => {
      const cols = Object.keys(row);
      const res = await c.query(
        `insert into public.${ident(t.table)} (${cols.map(ident).join(',')}) values (${cols
          .map((_, i) => `$${i + 1}`)
          .join(',')}) returning ${ident(t.owner)} as owner`,
        cols.map((k) => row[k]),
      );
      return res.rows[0].owner as string;
    });
    expect(owner).toBe(alice);
  });
});

describe('anonymous role', () => {
  const scores = (): TableUnderTest => PUBLIC_TABLES.find((x) => x.table === TABLES.scores.name)!;

  it.each(PUBLIC_TABLES.map((t) => [t.table, t] as const))('%s: anon reads, updates, deletes nothing', async (_n, t) => {
    const key = victimRows.get(t.table)!.key;
    expectDenied(await tryRead(api, anon, t, key), `anon read ${t.table}`);
    expectDenied(await tryUpdate(api, anon, t, key), `anon update ${t.table}`);
    expectDenied(await tryDelete(api, anon, t, key), `anon delete ${t.table}`);
  });

  it.each(PUBLIC_TABLES.map((t) => [t.table, t] as const))("%s: anon cannot insert a user's row", async (_n, t) => {
    expectDenied(await tryInsert(api, anon, t, t.row(bob, randomUUID())), `anon insert ${t.table}`);
  });

  it('anon CAN insert a score with a null user (the only anonymous write)', async () => {
    const row = { ...scores().row(bob, 'anon'), [scores().owner]: null };
    expect(await tryInsert(api, anon, scores(), row)).toBe('allowed');
  });

  it('a signed-in user may also save an anonymous (null user) score', async () => {
    const row = { ...scores().row(alice, 'null'), [scores().owner]: null };
    expect(await tryInsert(api, user(alice), scores(), row)).toBe('allowed');
  });

  it('anon insert into other tables with a null owner also fails', async () => {
    for (const t of PUBLIC_TABLES.filter((x) => x.table !== TABLES.scores.name)) {
      const row = { ...t.row(bob, randomUUID()) };
      delete row[t.owner];
      const verdict = await asRole(api, anon, async (c) => {
        const cols = Object.keys(row);
        try {
          await c.query(
            `insert into public.${ident(t.table)} (${cols.map(ident).join(',')}) values (${cols.map((_, i) => `$${i + 1}`).join(',')})`,
            cols.map((k) => row[k]),
          );
          return 'allowed';
        } catch (err) {
          // 42501: no privilege; 23502: the owner column stays null (auth.uid() is null)
          if (sqlState(err) === '42501' || sqlState(err) === '23502') return 'denied';
          throw err;
        }
      });
      expectDenied(verdict as Verdict, `anon insert ${t.table} without owner`);
    }
  });
});

describe('negative control: the checker reports a leaky policy', () => {
  const schema = `scratch_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const leaky: TableUnderTest = {
    schema,
    table: 'leaky_notes',
    owner: 'user_id',
    key: ['id'],
    row: (uid, tag) => ({ id: randomUUID(), user_id: uid, body: `note ${tag}` }),
    mutate: { column: 'body', value: 'tampered' },
    conflict: 'id',
  };
  let victimKey: Row;
  let victimRow: Row;

  beforeAll(async () => {
    await admin.query(`
      create schema ${schema};
      grant usage on schema ${schema} to anon, authenticated;
      create table ${schema}.leaky_notes (
        id uuid primary key,
        user_id uuid not null references auth.users (id) on delete cascade,
        body text
      );
      alter table ${schema}.leaky_notes enable row level security;
      -- deliberately broken: every signed-in user may do anything to every row
      create policy "broken" on ${schema}.leaky_notes for all to authenticated
        using (true) with check (true);
      grant select, insert, update, delete on ${schema}.leaky_notes to authenticated;
    `);
    victimRow = leaky.row(bob, 'bob');
    victimKey = await seed(admin, leaky, victimRow);
  });

  afterAll(async () => {
    await admin.query(`drop schema if exists ${schema} cascade`);
  });

  it('the same helpers that say "denied" above say "allowed" here', async () => {
    expect(await tryRead(api, user(alice), leaky, victimKey)).toBe('allowed');
    expect(await tryUpdate(api, user(alice), leaky, victimKey)).toBe('allowed');
    expect(await tryDelete(api, user(alice), leaky, victimKey)).toBe('allowed');
    expect(await tryInsert(api, user(alice), leaky, leaky.row(bob, 'x'))).toBe('allowed');
    expect(await tryReassign(api, alice, leaky, 'y', carol)).toBe('allowed');
    expect(await tryUpsert(api, user(alice), leaky, victimRow)).toBe('allowed');
  });

  it('and an assertion of "denied" on it fails', async () => {
    const verdict = await tryRead(api, user(alice), leaky, victimKey);
    expect(() => expect(verdict).toBe('denied')).toThrow();
  });
});
