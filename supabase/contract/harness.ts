/**
 * Contract harness: a real supabase-js client whose HTTP goes to a recorder instead
 * of a server, so a test can assert exactly what a hub's Supabase implementation
 * sends (table, columns, filters, order, limit, conflict target, body) — the same
 * requests PostgREST / GoTrue / Storage would receive.
 *
 * Node 20 has no WebSocket, and realtime-js needs a transport at construction
 * time even though no test subscribes: we hand it an inert stub.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { parseBody, recordRequest, type RecordedRequest } from '@naturverse/testing/recorded-request';

export const CONTRACT_URL = 'http://supabase.test';
export const CONTRACT_ANON_KEY = 'contract-test-anon-key';

export type { RecordedRequest };

export type Responder = (req: RecordedRequest) => { status?: number; body?: unknown } | undefined;

class InertWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 3;
  onopen: unknown = null;
  onclose: unknown = null;
  onerror: unknown = null;
  onmessage: unknown = null;
  constructor(public url: string) {}
  send(): void {}
  close(): void {}
}

async function readBody(init?: RequestInit): Promise<unknown> {
  const body = init?.body;
  if (body == null) return null;
  if (typeof body === 'string') return parseBody(body);
  if (body instanceof Blob) return { bytes: body.size, type: body.type };
  if (body instanceof ArrayBuffer) return { bytes: body.byteLength };
  if (body instanceof FormData) return { formData: [...body.keys()] };
  return String(body);
}

function headersOf(init?: RequestInit, input?: Request): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(input?.headers).forEach((v, k) => (out[k] = v));
  new Headers(init?.headers).forEach((v, k) => (out[k] = v));
  return out;
}

/**
 * A client plus the list its requests land in. By default every request answers
 * 200 with `[]` (or `{}` for single-object reads); pass a responder to shape replies.
 */
export function createRecordingClient(responder?: Responder): {
  client: SupabaseClient;
  requests: RecordedRequest[];
} {
  const requests: RecordedRequest[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const recorded = recordRequest(init?.method ?? request?.method ?? 'GET', url, headersOf(init, request), await readBody(init));
    requests.push(recorded);
    const reply = responder?.(recorded);
    const accept = recorded.headers['accept'] ?? '';
    const fallback = accept.includes('vnd.pgrst.object') ? {} : [];
    return new Response(JSON.stringify(reply?.body ?? fallback), {
      status: reply?.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createClient(CONTRACT_URL, CONTRACT_ANON_KEY, {
    global: { fetch: fetchImpl },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // realtime-js only constructs the transport; no test opens a channel
    realtime: { transport: InertWebSocket as unknown as typeof WebSocket },
  });
  return { client, requests };
}

/** Just the PostgREST / Storage requests (auth calls filtered out). */
export function dataRequests(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.path.startsWith('/rest/') || r.path.startsWith('/storage/'));
}
