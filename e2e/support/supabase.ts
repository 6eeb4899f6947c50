/**
 * A fake Supabase for e2e tests, made of Playwright routes (there is no Supabase
 * server here). `useSupabase(page, …)` before the first `page.goto`:
 * - routes /config.json to add a backend (http://supabase.test + an anon key), so the
 *   site runs in synced mode and loads supabase-js;
 * - answers /auth/v1/*, /rest/v1/*, /storage/v1/* the way GoTrue, PostgREST and
 *   Storage do for the request shapes supabase-js sends, keeping rows in memory;
 * - records every request (method, path, query, headers, body) for assertions;
 * - seeds a signed-in session the way supabase-js persists it (localStorage key
 *   sb-supabase-auth-token, far-future expires_at), once per tab, so pages load signed in.
 * Reusable by every team: pass `tables` to seed rows, `respond` to inject failures.
 */
import type { Page, Request, Route } from '@playwright/test';

export const FAKE_SUPABASE_URL = 'http://supabase.test';
export const FAKE_ANON_KEY = 'e2e-anon-key';
/** supabase-js: `sb-${hostname.split('.')[0]}-auth-token`. */
export const FAKE_STORAGE_KEY = 'sb-supabase-auth-token';

export type Row = Record<string, unknown>;

export interface FakeUser {
  id: string;
  email: string;
  user_metadata?: Record<string, unknown>;
}

export interface RecordedRequest {
  method: string;
  /** e.g. '/rest/v1/profiles', '/auth/v1/otp', '/storage/v1/object/avatars/u1/avatar.png' */
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, raw text, or { bytes } for binary bodies; null when empty. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SupabaseOptions {
  user?: FakeUser;
  /** Seed a stored session so the page starts signed in (default true). */
  signedIn?: boolean;
  /** Rows per table or view name, e.g. { v_my_wallet: [{ balance: 10 }] }. */
  tables?: Record<string, Row[]>;
  /** Checked first: return a reply to override the default behaviour (e.g. a failure). */
  respond?: (req: RecordedRequest) => FakeReply | undefined;
  /** Store a PKCE code verifier, as if a sign-in had started in this browser. */
  codeVerifier?: string;
  /** Extra runtime config keys to merge into /config.json. */
  config?: Record<string, string>;
}

export interface FakeSupabase {
  user: FakeUser;
  requests: RecordedRequest[];
  tables: Record<string, Row[]>;
  /** Requests whose method and path match (path may be a prefix ending in '*'). */
  find(method: string, path: string): RecordedRequest[];
}

export const DEFAULT_USER: FakeUser = {
  id: '7c0e0a8e-5a64-4c55-9d3e-5f1c2b3a4d5e',
  email: 'family@example.com',
  user_metadata: {},
};

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A session as GoTrue returns it (and supabase-js stores it), valid for ~100 years. */
export function fakeSession(user: FakeUser) {
  const expiresAt = Math.floor(Date.now() / 1000) + 100 * 365 * 24 * 3600;
  const access = [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt }),
    'e2e-signature',
  ].join('.');
  return {
    access_token: access,
    token_type: 'bearer',
    expires_in: expiresAt - Math.floor(Date.now() / 1000),
    expires_at: expiresAt,
    refresh_token: 'e2e-refresh-token',
    user: {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      app_metadata: { provider: 'email' },
      user_metadata: user.user_metadata ?? {},
      created_at: '2026-01-01T00:00:00Z',
    },
  };
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
  'access-control-expose-headers': 'content-range, x-supabase-api-version',
};

function record(request: Request): RecordedRequest {
  const url = new URL(request.url());
  const headers = request.headers();
  const buffer = request.postDataBuffer();
  let body: unknown = null;
  if (buffer && buffer.length > 0) {
    const type = headers['content-type'] ?? '';
    if (type.includes('json') || type.startsWith('text/')) {
      const text = buffer.toString('utf8');
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    } else body = { bytes: buffer.length, type };
  }
  return { method: request.method(), path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body };
}

/** Simple PostgREST filters: `col=eq.value` only (what the site's reads use). */
function matches(row: Row, query: Record<string, string>): boolean {
  return Object.entries(query).every(([key, value]) => {
    if (['select', 'order', 'limit', 'offset', 'on_conflict', 'columns'].includes(key)) return true;
    if (!value.startsWith('eq.')) return true;
    return String(row[key]) === value.slice(3);
  });
}

export async function useSupabase(page: Page, options: SupabaseOptions = {}): Promise<FakeSupabase> {
  const user = options.user ?? DEFAULT_USER;
  const tables: Record<string, Row[]> = structuredClone(options.tables ?? {});
  const requests: RecordedRequest[] = [];
  const objects = new Map<string, { bytes: Buffer; type: string }>();
  const session = fakeSession(user);

  await page.route('**/config.json', async (route) => {
    const original = await route.fetch().then((r) => r.json()).catch(() => ({}));
    await route.fulfill({
      json: { ...original, ...options.config, supabaseUrl: FAKE_SUPABASE_URL, supabaseAnonKey: FAKE_ANON_KEY },
      headers: { 'cache-control': 'no-cache' },
    });
  });

  if (options.signedIn !== false || options.codeVerifier) {
    await page.addInitScript(
      ({ key, value, verifier }) => {
        if (location.hostname !== 'localhost' || sessionStorage.getItem('e2e.supabase.seeded')) return;
        sessionStorage.setItem('e2e.supabase.seeded', '1');
        if (value) localStorage.setItem(key, value);
        if (verifier) localStorage.setItem(`${key}-code-verifier`, JSON.stringify(verifier));
      },
      {
        key: FAKE_STORAGE_KEY,
        value: options.signedIn === false ? null : JSON.stringify(session),
        verifier: options.codeVerifier ?? null,
      },
    );
  }

  function rest(req: RecordedRequest, name: string): FakeReply {
    const rows = (tables[name] ??= []);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const found = rows.filter((r) => matches(r, req.query));
      if ((req.headers['accept'] ?? '').includes('vnd.pgrst.object')) {
        return found.length === 1
          ? { body: found[0] }
          : { status: 406, body: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned', details: `The result contains ${found.length} rows`, hint: null } };
      }
      return { body: found };
    }
    if (req.method === 'POST') {
      const incoming = (Array.isArray(req.body) ? req.body : [req.body]) as Row[];
      const conflict = req.query.on_conflict?.split(',');
      const saved = incoming.map((row) => {
        const existing = conflict ? rows.find((r) => conflict.every((c) => r[c] === row[c])) : undefined;
        if (existing) return Object.assign(existing, row);
        // the database's defaults, as the migrations declare them (id, created_at)
        rows.push({ id: crypto.randomUUID(), created_at: new Date().toISOString(), ...row });
        return rows[rows.length - 1];
      });
      const wantsRows = (req.headers['prefer'] ?? '').includes('return=representation');
      return { status: 201, body: wantsRows ? saved : null };
    }
    return { status: 204 };
  }

  function rpc(req: RecordedRequest, fn: string): FakeReply {
    if (fn === 'earn_spend_natur') {
      const args = req.body as { p_kind: string; p_amount: number };
      const wallet = (tables.v_my_wallet ??= []);
      if (!wallet[0]) wallet.push({ balance: 0 });
      const current = Number(wallet[0]!.balance ?? 0);
      const next = args.p_kind === 'spend' ? current - args.p_amount : current + args.p_amount;
      if (next < 0) return { status: 400, body: { code: 'P0001', message: 'Not enough NATUR.' } };
      wallet[0]!.balance = next;
      return { body: next };
    }
    return { body: null };
  }

  function defaults(req: RecordedRequest): FakeReply {
    const { method, path } = req;
    if (path === '/auth/v1/user') return { body: session.user };
    if (path === '/auth/v1/token') return { body: session };
    if (path === '/auth/v1/otp') return { body: {} };
    if (path === '/auth/v1/logout') return { status: 204 };
    if (path === '/auth/v1/authorize') {
      return { body: '<!doctype html><title>Google (fake)</title><h1>Google account chooser (fake)</h1>', headers: { 'content-type': 'text/html' } };
    }
    if (path.startsWith('/rest/v1/rpc/')) return rpc(req, path.slice('/rest/v1/rpc/'.length));
    if (path.startsWith('/rest/v1/')) return rest(req, path.slice('/rest/v1/'.length));
    if (path.startsWith('/storage/v1/object/public/')) {
      const object = objects.get(path.slice('/storage/v1/object/public/'.length));
      return object
        ? { body: object.bytes, headers: { 'content-type': object.type } }
        : { status: 400, body: { statusCode: '404', error: 'not_found', message: 'Object not found' } };
    }
    if (path.startsWith('/storage/v1/object/') && (method === 'POST' || method === 'PUT')) {
      const key = path.slice('/storage/v1/object/'.length);
      return { body: { Key: key, Id: `e2e-${objects.size + 1}` } };
    }
    return { status: 404, body: { message: `fake supabase: no handler for ${method} ${path}` } };
  }

  await page.route(`${FAKE_SUPABASE_URL}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: { ...CORS, 'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*' },
      });
      return;
    }
    const req = record(request);
    requests.push(req);
    if (req.path.startsWith('/storage/v1/object/') && !req.path.includes('/public/') && (req.method === 'POST' || req.method === 'PUT')) {
      const buffer = request.postDataBuffer();
      if (buffer) objects.set(req.path.slice('/storage/v1/object/'.length), { bytes: buffer, type: req.headers['content-type'] ?? 'application/octet-stream' });
    }
    const reply = options.respond?.(req) ?? defaults(req);
    const status = reply.status ?? 200;
    const headers = { ...CORS, 'content-type': 'application/json', ...reply.headers };
    if (status === 204) {
      await route.fulfill({ status, headers: CORS });
      return;
    }
    const body = Buffer.isBuffer(reply.body) || typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    await route.fulfill({ status, headers, body });
  });

  return {
    user,
    requests,
    tables,
    find(method, path) {
      const prefix = path.endsWith('*') ? path.slice(0, -1) : null;
      return requests.filter((r) => r.method === method && (prefix ? r.path.startsWith(prefix) : r.path === path));
    },
  };
}

/** A session appearing from elsewhere (another tab finishing sign-in): supabase-js listens on this channel. */
export async function announceSignIn(page: Page, user: FakeUser = DEFAULT_USER): Promise<void> {
  const session = fakeSession(user);
  await page.evaluate(
    ({ key, session }) => {
      localStorage.setItem(key, JSON.stringify(session));
      const channel = new BroadcastChannel(key);
      channel.postMessage({ event: 'SIGNED_IN', session });
      channel.close();
    },
    { key: FAKE_STORAGE_KEY, session },
  );
}
