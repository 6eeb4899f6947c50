/**
 * The runtime registry (/remotes.json): which hubs exist, where their manifests
 * are and which route prefixes they serve. Read before first render; editing the
 * file moves or rolls back a hub without rebuilding the shell. Its schema is the one
 * the build checks registry/*.json with (packages/contracts/src/registry-schema.ts).
 */
import { checkRegistry } from '@naturverse/contracts/registry-schema';
import type { Registry, RemoteEntry } from './types';

export const EMPTY_REGISTRY: Registry = { remotes: [], overrides: { allowedOrigins: [] } };

/**
 * The registry if it is valid as a whole, else an empty one (every hub route then says it
 * cannot be reached right now) and the faults logged for whoever runs the site. Half a
 * registry is not trusted: an entry with an unknown field or an overlapping prefix means
 * the file is not what its author meant.
 */
export function parseRegistry(raw: unknown, source = '/remotes.json'): Registry {
  if (raw === null) return EMPTY_REGISTRY; // unreadable: already logged by whoever fetched it
  const checked = checkRegistry(raw);
  if (checked.ok) return checked.registry;
  console.error(`[naturverse] ${source} is invalid, no hub is loaded:\n  - ${checked.errors.join('\n  - ')}`);
  return EMPTY_REGISTRY;
}

/** The hub serving a path: "/cart" and "/cart/x" match prefix "/cart", "/cartoon" does not. */
export function hubForPath<T extends { prefixes: string[] }>(hubs: readonly T[], pathname: string): T | undefined {
  return hubs.find((h) => h.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/')));
}

/** The registered remote serving a path. */
export function remoteForPath(registry: Registry, pathname: string): RemoteEntry | undefined {
  return hubForPath(registry.remotes, pathname);
}
