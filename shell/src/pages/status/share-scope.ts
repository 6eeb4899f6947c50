/**
 * The shared packages of this page, from Module Federation's share scope
 * (`instance.shareScopeMap`: scope → package → version → Shared): each version that
 * some part provided, which part provided it, whether it is in use and who uses it.
 * No React; the status page passes the runtime's map in.
 */
export interface SharedRow {
  name: string;
  version: string;
  providedBy: string;
  inUse: boolean;
  usedBy: string[];
}

interface SharedLike {
  from?: unknown;
  loaded?: unknown;
  lib?: unknown;
  useIn?: unknown;
}

export function sharedRows(shareScopeMap: unknown): SharedRow[] {
  const rows: SharedRow[] = [];
  if (!shareScopeMap || typeof shareScopeMap !== 'object') return rows;
  for (const packages of Object.values(shareScopeMap as Record<string, unknown>)) {
    if (!packages || typeof packages !== 'object') continue;
    for (const [name, versions] of Object.entries(packages as Record<string, unknown>)) {
      if (!versions || typeof versions !== 'object') continue;
      for (const [version, raw] of Object.entries(versions as Record<string, SharedLike>)) {
        const shared = raw ?? {};
        const consumers = Array.isArray(shared.useIn) ? shared.useIn.filter((x): x is string => typeof x === 'string') : [];
        const providedBy = typeof shared.from === 'string' ? shared.from : 'unknown';
        const inUse = shared.loaded === true || typeof shared.lib === 'function';
        // a copy handed over already loaded (the shell's `lib`) is the one its provider's own
        // code runs on, though the provider never consumes it through the runtime
        const usedBy = inUse && providedBy !== 'unknown' ? [providedBy, ...consumers] : consumers;
        rows.push({ name, version, providedBy, inUse, usedBy: [...new Set(usedBy)] });
      }
    }
  }
  return rows.sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version, undefined, { numeric: true }));
}
