/**
 * The one reader of Module Federation's runtime state: the page's share scope
 * (`instance.shareScopeMap`: scope → package → version → Shared), with the one rule for
 * "a copy is in use". The skew guard (skew/skew-plugin.ts) decides with it which copy a hub
 * would get; the status page's shared-packages table shows it. No other module reads the
 * runtime instance or its share scope.
 *
 * In the federation runtime chunk (loading/runtime.ts re-exports pageShares): it imports the
 * runtime, so the first render never loads it; the status page reaches it through federation().
 */
import { getInstance } from '@module-federation/runtime';
import { compareVersions } from '@naturverse/contracts/skew-rule';
import type { ScopeShare } from './types';

/** The share scope every part of Naturverse registers in. */
export const DEFAULT_SCOPE = 'default';

/** A registered copy as the runtime keeps it (runtime-core's `Shared`), read defensively. */
interface SharedLike {
  from?: unknown;
  loaded?: unknown;
  loading?: unknown;
  lib?: unknown;
  useIn?: unknown;
}

/**
 * In use: loaded, handed over already loaded (a `lib`, as the shell hands its own copies), or
 * being loaded. The rule Module Federation itself picks a singleton by under 'loaded-first'
 * (runtime-core's isLoadingOrLoaded): a copy being loaded is the one the page will run on.
 */
export function isInUse(shared: SharedLike): boolean {
  return Boolean(shared.loaded) || typeof shared.lib === 'function' || Boolean(shared.loading);
}

/** Every copy in a share scope map, sorted by package and version. An empty or odd map gives none, never an error. */
export function shareCopies(shareScopeMap: unknown): ScopeShare[] {
  const copies: ScopeShare[] = [];
  if (!shareScopeMap || typeof shareScopeMap !== 'object') return copies;
  for (const [scope, packages] of Object.entries(shareScopeMap as Record<string, unknown>)) {
    if (!packages || typeof packages !== 'object') continue;
    for (const [name, versions] of Object.entries(packages as Record<string, unknown>)) {
      if (!versions || typeof versions !== 'object') continue;
      for (const [version, raw] of Object.entries(versions as Record<string, SharedLike | null>)) {
        const shared = raw ?? {};
        const consumers = Array.isArray(shared.useIn) ? shared.useIn.filter((x): x is string => typeof x === 'string') : [];
        const from = typeof shared.from === 'string' ? shared.from : 'unknown';
        const inUse = isInUse(shared);
        // a copy handed over already loaded (the shell's `lib`) is the one its provider's own
        // code runs on, though the provider never consumes it through the runtime
        const usedBy = inUse && from !== 'unknown' ? [from, ...consumers] : consumers;
        copies.push({ scope, name, version, from, inUse, usedBy: [...new Set(usedBy)] });
      }
    }
  }
  // plain comparisons: localeCompare with options builds an ICU collator on every call, which at
  // a hub's start (the skew guard reads the scope for each hub) cost a slow tablet ~30 ms
  return copies.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : compareVersions(a.version, b.version)));
}

/** The copies of one scope by package name, as the skew rule takes them. */
export function copiesByName(copies: readonly ScopeShare[], scope = DEFAULT_SCOPE): Record<string, ScopeShare[]> {
  const out: Record<string, ScopeShare[]> = {};
  for (const copy of copies) if (copy.scope === scope) (out[copy.name] ??= []).push(copy);
  return out;
}

/** The page's share scope as it is now (none before the runtime is started). */
export function pageShares(): ScopeShare[] {
  return shareCopies(getInstance()?.shareScopeMap);
}
