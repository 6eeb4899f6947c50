/**
 * One request a fake Supabase received, as a test asserts on it: the same record for the e2e
 * suite's signed-out auth fake (Playwright routes, e2e/support/supabase.ts) and the contract
 * harness's recording client (supabase/contract/harness.ts), so both speak of a request alike.
 */
export interface RecordedRequest {
  method: string;
  /** e.g. '/auth/v1/otp', '/rest/v1/passport_stamps', '/storage/v1/object/avatars/u1/avatar.png' */
  path: string;
  /** Every query parameter (select, filters like user_id=eq.u1, order, limit, on_conflict). */
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Parsed JSON, raw text, or null when empty (the contract harness records binary bodies by their size). */
  body: unknown;
}

/** A text body as a test reads it: its JSON when it parses, else the text; null when there is none. */
export function parseBody(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The record of a request to `url`: method in capitals, path and query apart. */
export function recordRequest(method: string, url: string | URL, headers: Record<string, string>, body: unknown): RecordedRequest {
  const parsed = new URL(url);
  return { method: method.toUpperCase(), path: parsed.pathname, query: Object.fromEntries(parsed.searchParams), headers, body };
}

/** The requests whose method and path match. */
export function requestsTo(requests: readonly RecordedRequest[], method: string, path: string): RecordedRequest[] {
  return requests.filter((r) => r.method === method && r.path === path);
}
