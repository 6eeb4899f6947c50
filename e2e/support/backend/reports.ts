/**
 * The one call hub health reports make, as a browser's sendBeacon makes it to Supabase: POST
 * /rest/v1/rpc/report_hub_events?apikey=<anon key>, a text/plain body, no Authorization
 * header (a beacon sets no headers; the gateway reads the key from the query and PostgREST
 * runs the call as anon). Anything else on this path is refused as unsupported.
 *
 * Like PostgREST, the call sees the request's headers as `request.headers` (names lower-case),
 * x-forwarded-for with the address the connection came from appended, as Supabase's gateway
 * does (the database keys a caller on that last entry, not on anything the caller wrote). This
 * server listens on 127.0.0.1, and a client on this machine may connect from any 127.x.y.z: a
 * spec that plays many families gives each a loopback address of its own. A call the database
 * refuses for a limit sets `response.status`, which PostgREST answers as that HTTP status (429).
 */
import { REPORT_RPC } from '@naturverse/contracts/report-shape';
import type { Tokens } from './auth';
import { json, unsupported, type BackendRequest, type Reply } from './http';
import type { Run } from './rest';

export const REPORT_PATH = `/rest/v1/rpc/${REPORT_RPC}`;

/**
 * An advisory lock key for the tests that store hub health reports or read them back: each reads
 * rows other tests could write (every row since it began, or every row of a hub's version for the
 * canary gate), so they take turns on it, copies on other workers (`--repeat-each`) included.
 */
export const REPORTS_TURN = 290_006;

export async function handleReport(req: BackendRequest, tokens: Tokens, run: Run): Promise<Reply> {
  if (req.method !== 'POST') unsupported(`${req.method} of a report`);
  if ([...req.query.keys()].join() !== 'apikey') unsupported('a report call whose query is not exactly apikey');
  if (req.headers.authorization !== undefined) unsupported('a report call with a session (a beacon sends none)');
  if (!String(req.headers['content-type'] ?? '').startsWith('text/plain')) unsupported(`a report body of type "${String(req.headers['content-type'])}"`);
  if (tokens.verify(req.query.get('apikey') ?? '')?.role !== 'anon') return json(401, { message: 'Invalid API key' });
  const body = req.raw.toString('utf8');
  const forwarded = [req.headers['x-forwarded-for'], req.peer].filter(Boolean).join(', ');
  const headers = JSON.stringify({ ...req.headers, 'x-forwarded-for': forwarded });
  const { stored, status } = await run({ role: 'anon' }, async (c) => {
    await c.query("select set_config('request.headers', $1, true)", [headers]);
    const { rows } = await c.query<{ stored: number }>(`select public.${REPORT_RPC}($1) as stored`, [body]);
    const answer = await c.query<{ status: string | null }>("select current_setting('response.status', true) as status");
    return { stored: rows[0]?.stored ?? null, status: Number(answer.rows[0]?.status) || 200 };
  });
  return json(status, stored);
}
