// The deployed schema matches the names the browser uses (@naturverse/platform),
// and every table has row-level security.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES, VIEWS } from '@naturverse/platform';
import { connect, type Client } from './db';

let admin: Client;

beforeAll(async () => {
  admin = await connect('supabase_admin');
});
afterAll(async () => {
  await admin?.end();
});

async function columnsOf(name: string): Promise<string[]> {
  const res = await admin.query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = $1`, [name]);
  return res.rows.map((r) => r.column_name as string);
}

describe('schema vs. @naturverse/platform names', () => {
  it.each(Object.values(TABLES).map((t) => [t.name, t] as const))('%s has every column the hubs use', async (_n, t) => {
    const cols = await columnsOf(t.name);
    expect(cols).toEqual(expect.arrayContaining([...t.columns]));
  });

  it.each(
    Object.values(TABLES)
      .filter((t) => 'conflict' in t)
      .map((t) => [t.name, t] as const),
  )('%s has a unique index matching its on_conflict target', async (_n, t) => {
    const target = (t as { conflict: string }).conflict.split(',').sort().join(',');
    const res = await admin.query(
      `select array_agg(a.attname::text order by a.attname) as cols
           from pg_index i
           join pg_class c on c.oid = i.indrelid
           join pg_namespace n on n.oid = c.relnamespace
           join pg_attribute a on a.attrelid = c.oid and a.attnum = any(i.indkey)
          where n.nspname = 'public' and c.relname = $1 and i.indisunique
          group by i.indexrelid`,
      [t.name],
    );
    expect(res.rows.map((r) => (r.cols as string[]).join(','))).toContain(target);
  });

  it('the wallet view exposes balance', async () => {
    expect(await columnsOf(VIEWS.myWallet.name)).toEqual([...VIEWS.myWallet.columns]);
  });

  it('every table in public has row-level security enabled', async () => {
    const res = await admin.query(
      `select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'`,
    );
    expect(res.rows.length).toBe(Object.keys(TABLES).length);
    for (const r of res.rows) expect(r.relrowsecurity, r.relname).toBe(true);
  });

  it('user-id columns reference auth.users with on delete cascade', async () => {
    const res = await admin.query(
      `select c.conrelid::regclass::text as tbl, c.confdeltype
         from pg_constraint c
        where c.contype = 'f' and c.confrelid = 'auth.users'::regclass and c.connamespace = 'public'::regnamespace`,
    );
    expect(res.rows.map((r) => r.tbl).sort()).toEqual(
      Object.values(TABLES)
        .map((t) => t.name)
        .sort(),
    );
    for (const r of res.rows) expect(r.confdeltype, r.tbl).toBe('c');
  });

  it('the per-user list reads have (user_id, created_at desc) indexes', async () => {
    for (const t of [TABLES.passportStamps, TABLES.passportBadges, TABLES.naturTransactions, TABLES.xpLedger]) {
      const res = await admin.query(`select indexdef from pg_indexes where schemaname = 'public' and tablename = $1`, [t.name]);
      expect(res.rows.map((r) => r.indexdef).join('\n'), t.name).toMatch(/\(user_id, created_at DESC\)/);
    }
  });
});
