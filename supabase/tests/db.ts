/**
 * Connections to the throwaway cluster and "act as a request" the way PostgREST
 * does it: log in as `authenticator`, then per request
 *   begin; set local role <anon|authenticated>;
 *   select set_config('request.jwt.claims', '{"sub":…,"role":…}', true); …; rollback|commit
 */
import { randomUUID } from 'node:crypto';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { COUNTS_FILE, ENV_SOCKET_DIR, ENV_STATE_DIR, PG_PORT } from './env';

export type Client = pg.Client;

export function socketDir(): string {
  const dir = process.env[ENV_SOCKET_DIR];
  if (!dir) throw new Error(`${ENV_SOCKET_DIR} is not set: run the suite with vitest.config.ts (globalSetup)`);
  return dir;
}

/**
 * `authenticator` (PostgREST's login role) by default; `supabase_admin` is the superuser; any other
 * login role a test made (the cluster trusts every local login).
 */
export async function connect(user: 'authenticator' | 'supabase_admin' | (string & {}) = 'authenticator'): Promise<Client> {
  const client = new pg.Client({ host: socketDir(), port: PG_PORT, user, database: 'postgres' });
  await client.connect();
  return client;
}

export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** A row in auth.users, as GoTrue would create on sign-up. Returns the id. */
export async function createUser(admin: Client, label = 'kid'): Promise<string> {
  const id = randomUUID();
  await admin.query('insert into auth.users (id, email, aud, role) values ($1, $2, $3, $3)', [id, `${label}-${id.slice(0, 8)}@example.test`, 'authenticated']);
  return id;
}

export type Who = { role: 'anon' } | { role: 'authenticated'; sub: string };
export const anon: Who = { role: 'anon' };
export const user = (sub: string): Who => ({ role: 'authenticated', sub });

/** Claims exactly as PostgREST sets them from the verified JWT. */
export function claimsOf(who: Who): string {
  return who.role === 'anon' ? JSON.stringify({ role: 'anon' }) : JSON.stringify({ sub: who.sub, role: 'authenticated', aud: 'authenticated' });
}

export async function beginAs(client: Client, who: Who): Promise<void> {
  await client.query('begin');
  await client.query(`set local role ${who.role}`);
  await client.query("select set_config('request.jwt.claims', $1, true)", [claimsOf(who)]);
}

/** Run `fn` inside one request-like transaction; rolled back unless commit is set. */
export async function asRole<T>(client: Client, who: Who, fn: (c: Client) => Promise<T>, opts: { commit?: boolean } = {}): Promise<T> {
  await beginAs(client, who);
  try {
    const out = await fn(client);
    await client.query(opts.commit ? 'commit' : 'rollback');
    return out;
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}

/** SQLSTATE of a pg error, or undefined. */
export function sqlState(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err ? String((err as { code: unknown }).code) : undefined;
}

/** Resolve to the error a promise rejects with (fails when it resolves). */
export async function failureOf(p: Promise<unknown>): Promise<pg.DatabaseError> {
  try {
    await p;
  } catch (err) {
    return err as pg.DatabaseError;
  }
  throw new Error('expected the statement to fail, but it succeeded');
}

/** Append this file's count of denied cross-user attempts for the teardown total. */
export function recordDenied(file: string, denied: number): void {
  const dir = process.env[ENV_STATE_DIR];
  if (!dir) return;
  appendFileSync(join(dir, COUNTS_FILE), `${JSON.stringify({ file, denied })}\n`);
}

/** A browser as the API gateway and PostgREST describe it to a function: its address and agent. */
export interface Browser {
  address: string;
  agent?: string;
}

/**
 * The request headers PostgREST sets for a call (`request.headers`, JSON, names lower-case):
 * the gateway appends the caller's address to x-forwarded-for.
 */
export const requestHeaders = ({ address, agent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' }: Browser): string =>
  JSON.stringify({ 'x-forwarded-for': address, 'user-agent': agent, 'content-type': 'text/plain;charset=UTF-8' });

/** Set the request headers of the current transaction, as PostgREST does before the call. */
export const asBrowser = (c: Client, browser: Browser) => c.query("select set_config('request.headers', $1, true)", [requestHeaders(browser)]);

/** The i-th of many distinct addresses (10.x.y.z: private, never a real family's). */
export const addressOf = (i: number): string => `10.${(i >>> 16) & 255}.${(i >>> 8) & 255}.${i & 255}`;
