/**
 * Per-browser hub overrides (import-map-overrides style), the pure rules: which
 * override may be applied, and the registry this browser then uses. No React and no
 * storage here (overrides-startup.ts reads and writes them; the status page and the
 * banner show them).
 *
 * An override points one hub at another manifest URL for this browser only. It is
 * possible only towards an origin the registry lists in `overrides.allowedOrigins`;
 * an empty (or absent) list — the production default — allows none.
 *
 * URL parameter: `?override=<hub>@<manifest URL>` sets one (e.g.
 * `?override=zones@http://localhost:3551/mf-manifest.json`), `?override=clear`
 * removes every override. The parameter may be repeated.
 */
import { originAllowed } from '@naturverse/contracts/registry-schema';
import type { Registry, RemoteEntry } from '../registry/types';

// the types live apart (types.ts) so that override-state.ts can name them without importing
// these rules (that import made a cycle: this file needs OVERRIDE_PARAM and allowedOrigins from there)
import type { ActiveOverride, OverrideOutcome, OverrideRequest, RefusedOverride, StoredOverrides } from './types';
import { OVERRIDE_PARAM, allowedOrigins } from './override-state';

export { OVERRIDE_PARAM, allowedOrigins };

export const OVERRIDES_OFF = 'Overrides are switched off on this site: its registry allows no override origins.';

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** One `override` parameter value: `clear`, or `<hub>@<manifest URL>`. */
export function parseOverrideParam(value: string): OverrideRequest {
  const text = value.trim();
  if (text === 'clear') return { kind: 'clear' };
  const at = text.indexOf('@');
  if (at <= 0 || at === text.length - 1) return { kind: 'invalid', text };
  return { kind: 'set', name: text.slice(0, at), manifest: text.slice(at + 1) };
}

/** Why an override of `name` to `manifest` cannot be applied here, or null when it can. */
export function overrideRefusal(registry: Registry, name: string, manifest: string): string | null {
  const hub = registry.remotes.find((r) => r.name === name);
  if (!hub) return `There is no hub called “${name}” in this site’s registry.`;
  const allowed = allowedOrigins(registry);
  if (allowed.length === 0) return OVERRIDES_OFF;
  const origin = originOf(manifest);
  if (!origin) return `“${manifest}” is not a web address (it must start with http:// or https://).`;
  if (!originAllowed(manifest, allowed)) return `${origin} is not one of the origins this site allows overrides from (${allowed.join(', ')}).`;
  return null;
}

/**
 * Take in the URL's requests (set / clear, in order) on top of what was stored, keep what
 * is allowed, refuse the rest with a reason. A refused URL request is never stored; a
 * stored override that is no longer allowed stays stored (the banner offers to remove it)
 * but is not applied.
 */
export function resolveOverrides(registry: Registry, stored: StoredOverrides, requests: readonly OverrideRequest[]): OverrideOutcome {
  const refused: RefusedOverride[] = [];
  let next: Record<string, string> = { ...stored };
  let changed = false;
  for (const request of requests) {
    if (request.kind === 'clear') {
      next = {};
      changed = true;
    } else if (request.kind === 'invalid') {
      refused.push({
        name: '',
        manifest: request.text,
        source: 'url',
        reason: `“${request.text}” is not an override: write ${OVERRIDE_PARAM}=<hub>@<manifest URL> or ${OVERRIDE_PARAM}=clear.`,
      });
    } else {
      const reason = overrideRefusal(registry, request.name, request.manifest);
      if (reason) refused.push({ name: request.name, manifest: request.manifest, reason, source: 'url' });
      else {
        next[request.name] = request.manifest;
        changed = true;
      }
    }
  }
  const active: ActiveOverride[] = [];
  const remotes: RemoteEntry[] = registry.remotes.map((entry) => {
    const manifest = next[entry.name];
    if (manifest === undefined || manifest === entry.manifest) return entry;
    const reason = overrideRefusal(registry, entry.name, manifest);
    if (reason) {
      refused.push({ name: entry.name, manifest, reason, source: 'stored' });
      return entry;
    }
    active.push({ name: entry.name, title: entry.title, manifest, original: entry.manifest });
    return { ...entry, manifest };
  });
  for (const [name, manifest] of Object.entries(next)) {
    if (!registry.remotes.some((r) => r.name === name))
      refused.push({ name, manifest, source: 'stored', reason: overrideRefusal(registry, name, manifest) ?? '' });
  }
  return { registry: { ...registry, remotes }, active, refused, store: changed ? next : null };
}

/** The `override` parameters of a query string, parsed in order. */
export function overrideRequests(search: string): OverrideRequest[] {
  return new URLSearchParams(search).getAll(OVERRIDE_PARAM).map(parseOverrideParam);
}

/** The query string with the `override` parameters taken out (they are applied and stored). */
export function withoutOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OVERRIDE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
