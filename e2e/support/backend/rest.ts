/**
 * The PostgREST part of the test backend: each supported request becomes one SQL
 * statement run inside a transaction as `anon` or `authenticated` with
 * `request.jwt.claims` set — the way PostgREST runs it — so row-level security,
 * the view, the RPCs, defaults, constraints and triggers decide the answer.
 *
 * Supported (spec §7, as supabase-js 2.109 sends it): GET of a table or the view
 * with `select`, `col=eq.value` filters, `order=col.asc|desc`, `limit`, and the
 * single-object Accept header; POST insert (object or array) with
 * `Prefer: return=representation|minimal`, upsert with `on_conflict` and
 * `resolution=merge-duplicates`; POST /rpc/<fn> with named arguments. Anything
 * else is refused as unsupported.
 */
import type pg from 'pg';
import { RPCS, TABLES, VIEWS } from '@naturverse/platform';
import type { Caller } from './auth';
import { identifier, json, jsonBody, unsupported, type BackendRequest, type Reply } from './http';

const TABLE_NAMES = new Set<string>(Object.values(TABLES).map((t) => t.name));
const VIEW_NAMES = new Set<string>(Object.values(VIEWS).map((v) => v.name));
const RPC_NAMES = new Set<string>(Object.values(RPCS).map((r) => r.name));
const OBJECT = 'application/vnd.pgrst.object+json';

export type Run = <T>(caller: Caller, fn: (client: pg.PoolClient) => Promise<T>) => Promise<T>;

function wantsObject(req: BackendRequest): boolean {
  const accept = String(req.headers.accept ?? '');
  if (accept.startsWith(OBJECT)) return true;
  if (accept && !['application/json', '*/*'].includes(accept)) unsupported(`Accept "${accept}"`);
  return false;
}

function checkProfile(req: BackendRequest): void {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (profile !== undefined && profile !== 'public') unsupported(`schema profile "${String(profile)}"`);
}

function selectList(req: BackendRequest): string {
  const select = req.query.get('select');
  if (select === null || select === '*') return '*';
  return select
    .split(',')
    .map((c) => identifier(c, 'selected column'))
    .join(', ');
}

interface Filters {
  where: string;
  params: unknown[];
}

/** `col=eq.value` only; `order`, `limit` and `select` are read elsewhere. */
function filters(req: BackendRequest, skip: string[]): Filters {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [key, value] of req.query) {
    if (skip.includes(key)) continue;
    if (!value.startsWith('eq.')) unsupported(`filter ${key}=${value} (only eq. is supported)`);
    params.push(value.slice(3));
    clauses.push(`${identifier(key, 'filtered column')} = $${params.length}`);
  }
  return { where: clauses.length ? ` where ${clauses.join(' and ')}` : '', params };
}

function orderBy(req: BackendRequest): string {
  const order = req.query.get('order');
  if (!order) return '';
  const parts = order.split(',').map((term) => {
    const [col = '', dir = 'asc', ...rest] = term.split('.');
    if (rest.length || !['asc', 'desc'].includes(dir)) unsupported(`order term "${term}"`);
    return `${identifier(col, 'order column')} ${dir}`;
  });
  return ` order by ${parts.join(', ')}`;
}

function limitOf(req: BackendRequest): string {
  const limit = req.query.get('limit');
  if (limit === null) return '';
  if (!/^\d+$/.test(limit)) unsupported(`limit "${limit}"`);
  return ` limit ${limit}`;
}

/** Rows as PostgREST serialises them: json_agg of the selected columns. */
async function rowsOf(client: pg.PoolClient, sql: string, params: unknown[]): Promise<unknown[]> {
  const { rows } = await client.query<{ rows: unknown[] }>(`select coalesce(json_agg(r), '[]'::json) as rows from (${sql}) r`, params);
  return rows[0]?.rows ?? [];
}

function answer(rows: unknown[], asObject: boolean, status: number): Reply {
  if (!asObject) return json(status, rows, { 'content-range': rows.length ? `0-${rows.length - 1}/*` : '*/*' });
  if (rows.length === 1) return json(status, rows[0]);
  return json(406, {
    code: 'PGRST116',
    message: 'JSON object requested, multiple (or no) rows returned',
    details: `The result contains ${rows.length} rows`,
    hint: null,
  });
}

export async function handleRest(req: BackendRequest, caller: Caller, run: Run): Promise<Reply> {
  checkProfile(req);
  const name = req.path.slice('/rest/v1/'.length);
  if (name.startsWith('rpc/')) {
    if (req.method !== 'POST') unsupported('an rpc call that is not a POST');
    return rpc(req, caller, run, name.slice('rpc/'.length));
  }
  if (req.method === 'GET' && (TABLE_NAMES.has(name) || VIEW_NAMES.has(name))) return select(req, caller, run, name);
  if (req.method === 'POST' && TABLE_NAMES.has(name)) return insert(req, caller, run, name);
  return unsupported(`${req.method} on "${name}"`);
}

async function select(req: BackendRequest, caller: Caller, run: Run, name: string): Promise<Reply> {
  const asObject = wantsObject(req);
  const { where, params } = filters(req, ['select', 'order', 'limit']);
  const sql = `select ${selectList(req)} from public.${identifier(name, 'relation')}${where}${orderBy(req)}${limitOf(req)}`;
  const rows = await run(caller, (c) => rowsOf(c, sql, params));
  return answer(rows, asObject, 200);
}

function preferences(req: BackendRequest): { representation: boolean; resolution: 'merge' | 'ignore' | null } {
  const prefer = String(req.headers.prefer ?? '');
  const items = prefer ? prefer.split(',').map((p) => p.trim()) : [];
  let representation = false;
  let resolution: 'merge' | 'ignore' | null = null;
  for (const item of items) {
    if (item === 'return=representation') representation = true;
    else if (item === 'return=minimal') representation = false;
    else if (item === 'resolution=merge-duplicates') resolution = 'merge';
    else if (item === 'resolution=ignore-duplicates') resolution = 'ignore';
    else unsupported(`Prefer "${item}"`);
  }
  return { representation, resolution };
}

async function insert(req: BackendRequest, caller: Caller, run: Run, name: string): Promise<Reply> {
  const asObject = wantsObject(req);
  const { representation, resolution } = preferences(req);
  const body = jsonBody(req);
  const rows = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
  if (rows.length === 0 || rows.some((r) => typeof r !== 'object' || r === null)) unsupported('an insert body that is not an object or a list of objects');
  const named = req.query
    .get('columns')
    ?.split(',')
    .map((c) => c.replace(/^"|"$/g, ''));
  const columns = named ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cols = columns.map((c) => identifier(c, 'inserted column')).join(', ');
  const table = `public.${identifier(name, 'table')}`;
  const conflict = req.query.get('on_conflict');
  let onConflict = '';
  if (conflict !== null) {
    if (!resolution) unsupported('on_conflict without a resolution preference');
    const target = conflict.split(',').map((c) => identifier(c, 'conflict column'));
    const updates = columns.filter((c) => !conflict.split(',').includes(c)).map((c) => `${identifier(c, 'column')} = excluded.${identifier(c, 'column')}`);
    onConflict = ` on conflict (${target.join(', ')}) ${resolution === 'ignore' || updates.length === 0 ? 'do nothing' : `do update set ${updates.join(', ')}`}`;
  } else if (resolution) unsupported('a resolution preference without on_conflict');
  for (const key of [...req.query.keys()]) {
    if (!['columns', 'on_conflict', 'select'].includes(key)) unsupported(`query parameter "${key}" on an insert`);
  }
  // PostgREST's own technique: the body through json_populate_recordset, only the sent columns.
  const sql = `insert into ${table} (${cols}) select ${cols} from json_populate_recordset(null::${table}, $1::json)${onConflict}`;
  const params = [JSON.stringify(rows)];
  if (!representation) {
    await run(caller, (c) => c.query(sql, params));
    return { status: 201 };
  }
  // A data-modifying WITH must be the top-level statement.
  const returning = `with saved as (${sql} returning *) select coalesce(json_agg(r), '[]'::json) as rows from (select ${selectList(req)} from saved) r`;
  const saved = await run(caller, async (c) => (await c.query<{ rows: unknown[] }>(returning, params)).rows[0]?.rows ?? []);
  return answer(saved, asObject, 201);
}

async function rpc(req: BackendRequest, caller: Caller, run: Run, fn: string): Promise<Reply> {
  if (!RPC_NAMES.has(fn)) unsupported(`rpc "${fn}"`);
  if ([...req.query.keys()].length) unsupported('query parameters on an rpc call');
  wantsObject(req);
  const args = jsonBody(req) as Record<string, unknown> | null;
  if (!args || typeof args !== 'object' || Array.isArray(args)) return unsupported('rpc arguments that are not one object');
  const params = Object.values(args).map((v) => (v === null ? null : typeof v === 'object' ? JSON.stringify(v) : String(v)));
  const named = Object.keys(args).map((k, i) => `${identifier(k, 'argument')} := $${i + 1}`);
  const sql = `select to_json(public.${identifier(fn, 'function')}(${named.join(', ')})) as result`;
  const { rows } = await run(caller, (c) => c.query<{ result: unknown }>(sql, params));
  return json(200, rows[0]?.result ?? null);
}
