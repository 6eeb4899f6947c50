/**
 * TEST TOOL — the e2e backend: an HTTP server on 127.0.0.1 that speaks the
 * PostgREST, GoTrue and Storage HTTP supabase-js sends for the calls of spec §7,
 * in front of the throwaway PostgreSQL cluster (migrations applied by
 * global-setup.ts). Every database request runs as `anon` or `authenticated`
 * with the caller's JWT claims, as PostgREST does. A request outside the
 * supported list is answered 501 and kept in `unsupported`, which the fixture
 * turns into a test failure that prints it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { callerOf, Gotrue, Tokens, type Caller } from './auth';
import { describe, json, postgrestError, Unsupported, type BackendRequest, type Reply } from './http';
import { REPORT_PATH, handleReport } from './reports';
import { handleRest, type Run } from './rest';
import { StorageApi } from './storage';
import { PG_PORT, socketDir } from './cluster-env';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
  'access-control-expose-headers': 'content-range, x-supabase-api-version',
};

export interface LoggedRequest {
  kind: string;
  line: string;
  status: number;
}

export interface TestBackend {
  url: string;
  anonKey: string;
  /** false when the journeys run against a real Supabase project (see remote.ts). */
  emulated: boolean;
  tokens: Tokens;
  gotrue: Gotrue;
  /** Superuser connection, for seeding and for reading back what the database holds. */
  admin: pg.Pool;
  /** A superuser session of its own (not from the pool): for a session-level advisory lock. */
  adminSession(): pg.Client;
  log: LoggedRequest[];
  unsupported: string[];
  stop(): Promise<void>;
}

function kindOf(req: BackendRequest): string {
  if (req.path.startsWith('/rest/v1/rpc/')) return `rest.rpc ${req.path.slice('/rest/v1/rpc/'.length)}`;
  if (req.path.startsWith('/rest/v1/')) {
    const verb =
      req.method === 'GET'
        ? String(req.headers.accept ?? '').includes('object')
          ? 'select single'
          : 'select'
        : req.query.has('on_conflict')
          ? 'upsert'
          : 'insert';
    return `rest.${verb} ${req.path.slice('/rest/v1/'.length)}`;
  }
  if (req.path.startsWith('/storage/v1/object/public/')) return 'storage.public-url read';
  if (req.path.startsWith('/storage/v1/')) return 'storage.upload';
  return `auth ${req.method} ${req.path.slice('/auth/v1/'.length)}`;
}

async function readRequest(message: IncomingMessage): Promise<BackendRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  const url = new URL(message.url ?? '/', 'http://127.0.0.1');
  return {
    method: message.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: message.headers,
    raw: Buffer.concat(chunks),
    peer: message.socket.remoteAddress ?? '',
  };
}

function send(res: ServerResponse, reply: Reply): void {
  const isRaw = Buffer.isBuffer(reply.body) || typeof reply.body === 'string';
  const headers: Record<string, string> = {
    ...CORS,
    ...(reply.body === undefined || isRaw ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    ...reply.headers,
  };
  res.writeHead(reply.status, headers);
  res.end(reply.body === undefined ? undefined : isRaw ? (reply.body as Buffer | string) : JSON.stringify(reply.body));
}

export async function startBackend(): Promise<TestBackend> {
  const dir = socketDir();
  const requests = new pg.Pool({ host: dir, port: PG_PORT, user: 'authenticator', database: 'postgres', max: 4 });
  const adminConfig = { host: dir, port: PG_PORT, user: 'supabase_admin', database: 'postgres' };
  const admin = new pg.Pool({ ...adminConfig, max: 2 });
  const tokens = new Tokens();
  const gotrue = new Gotrue(tokens, admin);

  // One request = one transaction: set local role + claims, as PostgREST does.
  const run: Run = async (caller: Caller, fn) => {
    const client = await requests.connect();
    try {
      await client.query('begin');
      await client.query(`set local role ${caller.role}`);
      const claims = caller.role === 'anon' ? { role: 'anon' } : { sub: caller.user.id, email: caller.user.email, role: 'authenticated', aud: 'authenticated' };
      await client.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      try {
        const out = await fn(client);
        await client.query('commit');
        return out;
      } catch (err) {
        await client.query('rollback');
        throw err;
      }
    } finally {
      client.release();
    }
  };
  const storage = new StorageApi(admin, run);
  const log: LoggedRequest[] = [];
  const unsupported: string[] = [];

  async function route(req: BackendRequest): Promise<Reply> {
    if (req.path.startsWith('/auth/v1/')) return gotrue.handle(req);
    // Public object URLs are plain links (an <img src>): no key, no token, as on Supabase.
    if (req.method === 'GET' && req.path.startsWith('/storage/v1/object/public/')) return storage.readPublic(req);
    if (req.path === REPORT_PATH) {
      try {
        return await handleReport(req, tokens, run);
      } catch (err) {
        if (err instanceof pg.DatabaseError) return postgrestError(err, 'anon');
        throw err;
      }
    }
    if (req.headers.apikey === undefined) return json(401, { message: 'No API key found in request' });
    const caller = callerOf(req, tokens);
    if ('status' in caller) return caller;
    try {
      if (req.path.startsWith('/rest/v1/')) return await handleRest(req, caller, run);
      if (req.path.startsWith('/storage/v1/')) return await storage.handle(req, caller);
    } catch (err) {
      if (err instanceof pg.DatabaseError) return postgrestError(err, caller.role);
      throw err;
    }
    throw new Unsupported('a path outside /auth/v1, /rest/v1 and /storage/v1');
  }

  const server: Server = createServer((message, res) => {
    void (async () => {
      if (message.method === 'OPTIONS') {
        message.resume();
        send(res, { status: 204, headers: { 'access-control-allow-headers': String(message.headers['access-control-request-headers'] ?? '*') } });
        return;
      }
      const req = await readRequest(message);
      let reply: Reply;
      let kind = kindOf(req);
      try {
        reply = await route(req);
      } catch (err) {
        kind = 'unsupported (refused, 501)';
        const why = err instanceof Unsupported ? `unsupported (${err.message})` : `test backend error: ${(err as Error).stack ?? String(err)}`;
        const line = `${describe(req)} — ${why}`;
        unsupported.push(line);
        reply = json(501, { code: 'E2E_UNSUPPORTED', message: `The e2e test backend refused: ${line}`, details: null, hint: null });
      }
      log.push({ kind, line: describe(req), status: reply.status });
      send(res, reply);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    anonKey: tokens.sign({ role: 'anon', iss: 'naturverse-e2e' }),
    emulated: true,
    tokens,
    gotrue,
    admin,
    adminSession: () => new pg.Client(adminConfig),
    log,
    unsupported,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([requests.end(), admin.end()]);
    },
  };
}
