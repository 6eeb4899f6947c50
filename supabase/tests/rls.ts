/**
 * The cross-user checker. Each attempt runs as a request of the attacker (or
 * anon) in its own rolled-back transaction and reports what the database let
 * through:
 *   'allowed' — the attacker saw the victim's row / the write took effect;
 *   'denied'  — 42501 (RLS violation or missing privilege), or the statement
 *               matched no row because RLS hid it.
 * Any other error is a bug in the test data and throws, so a denial can never
 * be faked by e.g. a constraint violation.
 *
 * The same functions run against the deliberately broken table of the
 * negative control, where they must answer 'allowed'.
 */
import { TABLES } from '@naturverse/platform';
import { asRole, ident, sqlState, type Client, type Who } from './db';

export type Verdict = 'allowed' | 'denied';
export type Row = Record<string, unknown>;

export interface TableUnderTest {
  schema: string;
  table: string;
  /** The column holding the owning user's id. */
  owner: string;
  /** Columns identifying one row. */
  key: readonly string[];
  /** A complete, valid row owned by `uid`; `tag` keeps keys unique. */
  row: (uid: string, tag: string) => Row;
  /** A column and a new value for update attempts. */
  mutate: { column: string; value: unknown };
  /** on_conflict target of the §7 upsert, if the hubs upsert this table. */
  conflict?: string;
}

const qname = (t: TableUnderTest): string => `${ident(t.schema)}.${ident(t.table)}`;

function where(t: TableUnderTest, keyRow: Row, offset = 0): { sql: string; params: unknown[] } {
  const params = t.key.map((k) => keyRow[k]);
  const sql = t.key.map((k, i) => `${ident(k)} = $${i + 1 + offset}`).join(' and ');
  return { sql, params };
}

function insertSql(t: TableUnderTest, row: Row, suffix = ''): { sql: string; params: unknown[] } {
  const cols = Object.keys(row);
  const sql = `insert into ${qname(t)} (${cols.map(ident).join(', ')}) ` + `values (${cols.map((_, i) => `$${i + 1}`).join(', ')}) ${suffix}`;
  return { sql, params: cols.map((c) => row[c]) };
}

/** Seed a row as the superuser (RLS bypassed); returns its key columns. */
export async function seed(admin: Client, t: TableUnderTest, row: Row): Promise<Row> {
  const { sql, params } = insertSql(t, row, `returning ${t.key.map(ident).join(', ')}`);
  const res = await admin.query(sql, params);
  return res.rows[0] as Row;
}

async function verdictOfWrite(run: () => Promise<{ rowCount: number | null }>): Promise<Verdict> {
  try {
    const res = await run();
    return (res.rowCount ?? 0) > 0 ? 'allowed' : 'denied';
  } catch (err) {
    if (sqlState(err) === '42501') return 'denied';
    throw err;
  }
}

export async function tryRead(c: Client, who: Who, t: TableUnderTest, victimKey: Row): Promise<Verdict> {
  const w = where(t, victimKey);
  return asRole(c, who, async () => {
    try {
      const res = await c.query(`select count(*)::int as n from ${qname(t)} where ${w.sql}`, w.params);
      return (res.rows[0] as { n: number }).n > 0 ? 'allowed' : 'denied';
    } catch (err) {
      if (sqlState(err) === '42501') return 'denied';
      throw err;
    }
  });
}

export async function tryUpdate(c: Client, who: Who, t: TableUnderTest, victimKey: Row): Promise<Verdict> {
  const w = where(t, victimKey, 1);
  return asRole(c, who, () =>
    verdictOfWrite(() => c.query(`update ${qname(t)} set ${ident(t.mutate.column)} = $1 where ${w.sql}`, [t.mutate.value, ...w.params])),
  );
}

export async function tryDelete(c: Client, who: Who, t: TableUnderTest, victimKey: Row): Promise<Verdict> {
  const w = where(t, victimKey);
  return asRole(c, who, () => verdictOfWrite(() => c.query(`delete from ${qname(t)} where ${w.sql}`, w.params)));
}

/** Insert a row carrying someone else's id (or anon inserting any row). */
export async function tryInsert(c: Client, who: Who, t: TableUnderTest, row: Row): Promise<Verdict> {
  const { sql, params } = insertSql(t, row);
  return asRole(c, who, () => verdictOfWrite(() => c.query(sql, params)));
}

/** The §7 upsert aimed at the victim's existing row (same conflict key). */
export async function tryUpsert(c: Client, who: Who, t: TableUnderTest, victimRow: Row): Promise<Verdict> {
  if (!t.conflict) throw new Error(`${t.table} has no conflict target`);
  const col = ident(t.mutate.column);
  const row = { ...victimRow, [t.mutate.column]: t.mutate.value };
  const { sql, params } = insertSql(t, row, `on conflict (${t.conflict}) do update set ${col} = excluded.${col}`);
  return asRole(c, who, () => verdictOfWrite(() => c.query(sql, params)));
}

/**
 * Write another user's id into a row: the attacker inserts a row of their own
 * (which must succeed), then updates its owner column to `target`.
 */
export async function tryReassign(c: Client, attacker: string, t: TableUnderTest, tag: string, target: string): Promise<Verdict> {
  return asRole(c, { role: 'authenticated', sub: attacker }, async () => {
    const own = insertSql(t, t.row(attacker, tag), `returning ${t.key.map(ident).join(', ')}`);
    const key = (await c.query(own.sql, own.params)).rows[0] as Row;
    const w = where(t, key, 1);
    await c.query('savepoint reassign');
    try {
      const res = await c.query(`update ${qname(t)} set ${ident(t.owner)} = $1 where ${w.sql}`, [target, ...w.params]);
      return (res.rowCount ?? 0) > 0 ? 'allowed' : 'denied';
    } catch (err) {
      await c.query('rollback to savepoint reassign');
      if (sqlState(err) === '42501') return 'denied';
      throw err;
    }
  });
}

// ---------------------------------------------------------------------------
// The tables of spec §3, described from the shared names in @naturverse/platform.
// ---------------------------------------------------------------------------

type TableDef = { name: string; columns: readonly string[]; conflict?: string };

/** A column name, checked to be one the browser contract knows for this table. */
function col<T extends TableDef>(t: T, name: T['columns'][number]): string {
  if (!t.columns.includes(name)) throw new Error(`${t.name}.${name} is not in TABLES`);
  return name;
}

const now = (): string => new Date().toISOString();
const T = TABLES;

/** Technical primary keys that no §7 call selects or writes (hence not in TABLES). */
const SURROGATE_ID = 'id';

export const PUBLIC_TABLES: TableUnderTest[] = [
  {
    schema: 'public',
    table: T.userWorldStamps.name,
    owner: col(T.userWorldStamps, 'user_id'),
    key: [col(T.userWorldStamps, 'user_id'), col(T.userWorldStamps, 'world')],
    row: (uid, tag) => ({
      [col(T.userWorldStamps, 'user_id')]: uid,
      [col(T.userWorldStamps, 'world')]: `world-${tag}`,
      [col(T.userWorldStamps, 'count')]: 1,
      [col(T.userWorldStamps, 'last_granted_at')]: now(),
    }),
    mutate: { column: col(T.userWorldStamps, 'count'), value: 999 },
    conflict: T.userWorldStamps.conflict,
  },
  {
    schema: 'public',
    table: T.passportStamps.name,
    owner: col(T.passportStamps, 'user_id'),
    key: [col(T.passportStamps, 'id')],
    row: (uid, tag) => ({
      [col(T.passportStamps, 'user_id')]: uid,
      [col(T.passportStamps, 'world')]: 'thailandia',
      [col(T.passportStamps, 'title')]: `Explorer Stamp ${tag}`,
      [col(T.passportStamps, 'note')]: 'Demo progress',
    }),
    mutate: { column: col(T.passportStamps, 'note'), value: 'tampered' },
  },
  {
    schema: 'public',
    table: T.passportBadges.name,
    owner: col(T.passportBadges, 'user_id'),
    key: [col(T.passportBadges, 'id')],
    row: (uid, tag) => ({
      [col(T.passportBadges, 'user_id')]: uid,
      [col(T.passportBadges, 'code')]: `first-steps-${tag}`,
      [col(T.passportBadges, 'label')]: 'First Steps',
    }),
    mutate: { column: col(T.passportBadges, 'label'), value: 'tampered' },
  },
  {
    schema: 'public',
    table: T.scores.name,
    owner: col(T.scores, 'user_id'),
    key: [SURROGATE_ID],
    row: (uid) => ({
      [col(T.scores, 'game')]: 'reaction',
      [col(T.scores, 'value')]: -245,
      [col(T.scores, 'user_id')]: uid,
    }),
    mutate: { column: col(T.scores, 'value'), value: 1_000_000 },
  },
  {
    schema: 'public',
    table: T.naturWallets.name,
    owner: col(T.naturWallets, 'user_id'),
    key: [col(T.naturWallets, 'user_id')],
    row: (uid, tag) => ({
      [col(T.naturWallets, 'user_id')]: uid,
      [col(T.naturWallets, 'address')]: `demo-${tag}`,
      [col(T.naturWallets, 'label')]: 'My wallet',
    }),
    mutate: { column: col(T.naturWallets, 'address'), value: 'attacker-address' },
    conflict: T.naturWallets.conflict,
  },
  {
    schema: 'public',
    table: T.naturTransactions.name,
    owner: col(T.naturTransactions, 'user_id'),
    key: [col(T.naturTransactions, 'id')],
    row: (uid, tag) => ({
      [col(T.naturTransactions, 'user_id')]: uid,
      [col(T.naturTransactions, 'wallet_address')]: `demo-${tag}`,
      [col(T.naturTransactions, 'kind')]: 'grant',
      [col(T.naturTransactions, 'amount')]: 25,
      [col(T.naturTransactions, 'note')]: 'Daily grant',
    }),
    mutate: { column: col(T.naturTransactions, 'amount'), value: 100000 },
  },
  {
    schema: 'public',
    table: T.xpLedger.name,
    owner: col(T.xpLedger, 'user_id'),
    key: [SURROGATE_ID],
    row: (uid) => ({
      [col(T.xpLedger, 'user_id')]: uid,
      [col(T.xpLedger, 'delta')]: 10,
      [col(T.xpLedger, 'source')]: 'demo',
    }),
    mutate: { column: col(T.xpLedger, 'delta'), value: 99999 },
  },
  {
    schema: 'public',
    table: T.profiles.name,
    owner: col(T.profiles, 'id'),
    key: [col(T.profiles, 'id')],
    row: (uid, tag) => ({
      [col(T.profiles, 'id')]: uid,
      [col(T.profiles, 'display_name')]: `Kid ${tag}`,
      [col(T.profiles, 'email')]: `${tag}@example.test`,
      [col(T.profiles, 'kid_safe_chat')]: true,
      [col(T.profiles, 'theme')]: 'system',
      [col(T.profiles, 'newsletter')]: false,
      [col(T.profiles, 'avatar_url')]: null,
      [col(T.profiles, 'updated_at')]: now(),
    }),
    mutate: { column: col(T.profiles, 'display_name'), value: 'tampered' },
    conflict: T.profiles.conflict,
  },
];
