/**
 * The runtime registry (/remotes.json): which hubs exist, where their manifests
 * are and which route prefixes they serve. Read before first render; editing the
 * file moves or rolls back a hub without rebuilding the shell.
 */
export interface RemoteEntry {
  name: string;
  title: string;
  manifest: string;
  prefixes: string[];
}

export interface Registry {
  remotes: RemoteEntry[];
}

function isEntry(value: unknown): value is RemoteEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    /^[a-z][a-z0-9_-]*$/.test(v.name) &&
    typeof v.manifest === 'string' &&
    Array.isArray(v.prefixes) &&
    v.prefixes.every((p) => typeof p === 'string' && p.startsWith('/'))
  );
}

/** Keep the valid entries; a malformed one is dropped (and logged), not fatal. */
export function parseRegistry(raw: unknown): Registry {
  const list = raw && typeof raw === 'object' ? (raw as { remotes?: unknown }).remotes : undefined;
  if (!Array.isArray(list)) return { remotes: [] };
  const remotes: RemoteEntry[] = [];
  for (const item of list) {
    if (isEntry(item)) remotes.push({ ...item, title: typeof item.title === 'string' ? item.title : item.name });
    else console.error('[naturverse] ignoring malformed registry entry', item);
  }
  return { remotes };
}

/** The hub serving a path: "/cart" and "/cart/x" match prefix "/cart", "/cartoon" does not. */
export function hubForPath<T extends { prefixes: string[] }>(hubs: readonly T[], pathname: string): T | undefined {
  return hubs.find((h) => h.prefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix + '/')));
}

/** The registered remote serving a path. */
export function remoteForPath(registry: Registry, pathname: string): RemoteEntry | undefined {
  return hubForPath(registry.remotes, pathname);
}
