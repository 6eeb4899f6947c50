/**
 * The HTTP vocabulary the test backend shares between its PostgREST, GoTrue and
 * Storage parts: a parsed request, a reply, and the "unsupported" refusal.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { DatabaseError } from 'pg';

export interface BackendRequest {
  method: string;
  /** e.g. '/rest/v1/passport_stamps' */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Raw bytes of the body (empty when none). */
  raw: Buffer;
  /** The address the request's connection came from (what a gateway appends to x-forwarded-for). */
  peer: string;
}

export interface Reply {
  status: number;
  /** Serialised as JSON unless it is a Buffer or string; no body when undefined. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** Thrown by a handler that meets a request shape outside the supported list. */
export class Unsupported extends Error {}

export const unsupported = (why: string): never => {
  throw new Unsupported(why);
};

export const json = (status: number, body: unknown, headers?: Record<string, string>): Reply => ({ status, body, headers });

/** Parsed JSON body (PostgREST and GoTrue bodies are JSON); refuses anything else. */
export function jsonBody(req: BackendRequest): unknown {
  if (req.raw.length === 0) return null;
  const type = String(req.headers['content-type'] ?? '');
  if (!type.includes('application/json')) unsupported(`body of type "${type}", expected application/json`);
  return JSON.parse(req.raw.toString('utf8')) as unknown;
}

/** One line naming the request, for failure messages and the log. */
export function describe(req: BackendRequest): string {
  const query = req.query.toString();
  const body = req.raw.length === 0 ? '' : ` body=${req.raw.length > 400 ? `<${req.raw.length} bytes>` : req.raw.toString('utf8')}`;
  const headers = ['accept', 'prefer', 'content-type', 'x-upsert']
    .filter((h) => req.headers[h])
    .map((h) => `${h}: ${String(req.headers[h])}`)
    .join('; ');
  return `${req.method} ${req.path}${query ? `?${query}` : ''}${headers ? ` [${headers}]` : ''}${body}`;
}

/** A simple SQL identifier, as the site's column and table names are. */
export function identifier(name: string, what: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) unsupported(`${what} "${name}" is not a plain identifier`);
  return `"${name}"`;
}

/**
 * A database error as PostgREST reports it: the SQLSTATE, message, details and
 * hint pass through; the HTTP status follows PostgREST's table (the parts the
 * site can meet).
 */
export function postgrestError(err: DatabaseError, role: 'anon' | 'authenticated'): Reply {
  const code = err.code ?? '';
  let status = 400;
  if (code === '42501') status = role === 'anon' ? 401 : 403;
  else if (code === '23505' || code === '23503') status = 409;
  else if (code === '42P01' || code === '42883') status = 404;
  else if (code.startsWith('08') || code.startsWith('53') || code.startsWith('57')) status = 503;
  else if (code.startsWith('XX')) status = 500;
  return json(status, { code, message: err.message, details: err.detail ?? null, hint: err.hint ?? null });
}
