/**
 * Signed-OUT auth flows only: Playwright routes standing in for GoTrue where a test
 * needs to shape its answers (hold a request, inject an error) and no session
 * exists. Every signed-in journey runs against the real schema instead:
 * e2e/support/backend (PostgreSQL + the PostgREST/GoTrue/Storage HTTP subset).
 *
 * `useSupabase(page, …)` before the first `page.goto`:
 * - routes /config.json to add a backend (http://supabase.test + an anon key), so the
 *   site runs with a backend configured and loads supabase-js;
 * - answers the e-mail link call (otp) and the OAuth authorize redirect, records
 *   every request (method, path, query, headers, body) for assertions;
 * - refuses everything else (database, storage, token, user) with 501 and fails
 *   the test, printing the request: those belong to e2e/synced.
 */
import type { Page, Request, Route } from '@playwright/test';
import { parseBody, recordRequest, requestsTo, type RecordedRequest } from '@naturverse/testing/recorded-request';
import { expect } from './fixtures';
import { deployedAs } from './policy';
import { serveConfigWith } from './site-config';

export const FAKE_SUPABASE_URL = 'http://supabase.test';
export const FAKE_ANON_KEY = 'e2e-anon-key';
/** supabase-js: `sb-${hostname.split('.')[0]}-auth-token`. */
export const FAKE_STORAGE_KEY = 'sb-supabase-auth-token';

export type { RecordedRequest };

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface SupabaseOptions {
  /** Checked first: return a reply to shape the answer (e.g. a failure). */
  respond?: (req: RecordedRequest) => FakeReply | undefined;
  /** Store a PKCE code verifier, as if a sign-in had started in this browser. */
  codeVerifier?: string;
}

export interface FakeSupabase {
  requests: RecordedRequest[];
  /** Requests whose method and path match. */
  find(method: string, path: string): RecordedRequest[];
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS',
};

function record(request: Request): RecordedRequest {
  return recordRequest(request.method(), request.url(), request.headers(), parseBody(request.postData()));
}

function defaults(req: RecordedRequest): FakeReply | undefined {
  if (req.method === 'POST' && req.path === '/auth/v1/otp') return { body: {} };
  if (req.method === 'GET' && req.path === '/auth/v1/authorize') {
    return { body: '<!doctype html><title>Google (fake)</title><h1>Google account chooser (fake)</h1>', headers: { 'content-type': 'text/html' } };
  }
  return undefined;
}

export async function useSupabase(page: Page, options: SupabaseOptions = {}): Promise<FakeSupabase> {
  const requests: RecordedRequest[] = [];
  await deployedAs(page, { backend: FAKE_SUPABASE_URL });

  await serveConfigWith(page, { supabaseUrl: FAKE_SUPABASE_URL, supabaseAnonKey: FAKE_ANON_KEY });

  if (options.codeVerifier) {
    await page.addInitScript(
      ({ key, verifier }) => {
        if (location.hostname === 'localhost') localStorage.setItem(`${key}-code-verifier`, JSON.stringify(verifier));
      },
      { key: FAKE_STORAGE_KEY, verifier: options.codeVerifier },
    );
  }

  await page.route(`${FAKE_SUPABASE_URL}/**`, async (route: Route) => {
    const request = route.request();
    if (request.method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: { ...CORS, 'access-control-allow-headers': request.headers()['access-control-request-headers'] ?? '*' } });
      return;
    }
    const req = record(request);
    requests.push(req);
    const reply = options.respond?.(req) ?? defaults(req);
    if (!reply) {
      const line = `${req.method} ${request.url()}`;
      expect.soft(line, 'the signed-out auth fake does not answer this; signed-in journeys belong to e2e/synced').toBe('(no such request)');
      await route.fulfill({ status: 501, headers: CORS, json: { message: `signed-out auth fake: unsupported ${line}` } });
      return;
    }
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? null);
    await route.fulfill({ status: reply.status ?? 200, headers: { ...CORS, 'content-type': 'application/json', ...reply.headers }, body });
  });

  return {
    requests,
    find: (method, path) => requestsTo(requests, method, path),
  };
}
