/**
 * "Check all": fetch a hub's manifest afresh and say, in plain words, whether the hub
 * can be reached and which build it serves. No React; `fetchImpl` is injectable so the
 * wording of every failure is unit-tested.
 */
import { countOf } from '@naturverse/ui/plural';
import { buildInfoOf, type BuildInfo } from '../../federation/loading/hub-loads';

export type Health = ({ ok: true } & BuildInfo) | { ok: false; problem: string };

export const CHECK_TIMEOUT_MS = 5000;

function isManifest(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return !!m.metaData && typeof m.metaData === 'object' && Array.isArray(m.exposes) && Array.isArray(m.shared);
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

export async function checkManifest(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = CHECK_TIMEOUT_MS): Promise<Health> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { ok: false, problem: `No answer from ${originOf(url)} within ${timeoutMs / 1000} seconds.` };
    }
    return { ok: false, problem: `Cannot reach ${originOf(url)}: the server is down, or it does not let this site read the manifest.` };
  }
  if (!response.ok)
    return {
      ok: false,
      problem: `The server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}: there is no manifest at this address.`,
    };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problem: 'The file at this address is not a manifest (it is not JSON).' };
  }
  if (!isManifest(body)) return { ok: false, problem: 'The file at this address is JSON, but not a Module Federation manifest.' };
  return { ok: true, ...buildInfoOf(body) };
}

/** One line for the Health column. */
export function describeHealth(health: Health): string {
  if (!health.ok) return `Not reachable. ${health.problem}`;
  const version = health.version ? `version ${health.version}` : 'no version in its manifest';
  return `Reachable: ${version}${health.buildId ? `, build ${health.buildId}` : ''}.`;
}

/** The summary said after "Check all". */
export function summarise(results: readonly Health[]): string {
  const down = results.filter((r) => !r.ok).length;
  const up = results.length - down;
  return `Checked ${countOf(results.length, 'hub')}: ${up} reachable, ${down} not reachable.`;
}
