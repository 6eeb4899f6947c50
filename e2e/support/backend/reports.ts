/**
 * The one call hub health reports make, as a browser's sendBeacon makes it to Supabase: POST
 * /rest/v1/rpc/report_hub_events?apikey=<anon key>, a text/plain body, no Authorization
 * header (a beacon sets no headers; the gateway reads the key from the query and PostgREST
 * runs the call as anon). Anything else on this path is refused as unsupported.
 */
import { REPORT_RPC } from '@naturverse/contracts/report-shape';
import type { Tokens } from './auth';
import { json, unsupported, type BackendRequest, type Reply } from './http';
import type { Run } from './rest';

export const REPORT_PATH = `/rest/v1/rpc/${REPORT_RPC}`;

export async function handleReport(req: BackendRequest, tokens: Tokens, run: Run): Promise<Reply> {
  if (req.method !== 'POST') unsupported(`${req.method} of a report`);
  if ([...req.query.keys()].join() !== 'apikey') unsupported('a report call whose query is not exactly apikey');
  if (req.headers.authorization !== undefined) unsupported('a report call with a session (a beacon sends none)');
  if (!String(req.headers['content-type'] ?? '').startsWith('text/plain')) unsupported(`a report body of type "${String(req.headers['content-type'])}"`);
  if (tokens.verify(req.query.get('apikey') ?? '')?.role !== 'anon') return json(401, { message: 'Invalid API key' });
  const body = req.raw.toString('utf8');
  const { rows } = await run({ role: 'anon' }, (c) => c.query<{ stored: number }>(`select public.${REPORT_RPC}($1) as stored`, [body]));
  return json(200, rows[0]?.stored ?? null);
}
