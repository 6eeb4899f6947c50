// The version-skew rule, pure and in one place: which shared singletons a hub's manifest
// needs that a page cannot give it. The browser's skew guard (shell/src/federation/skew/)
// applies it to the page's share scope before mounting a hub; the deploy command
// (packages/cli/src/deploy/checks.ts) applies it to the live shell's shared versions before a hub
// goes live. Module Federation alone only warns and hands the hub the page's copy anyway.
// No Node API and no dependency here: the shell's bundle imports it. `satisfies` is passed in
// (Module Federation's own `satisfy` on both sides) so the range grammar is the runtime's.

/** A shared package as a hub's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/**
 * One copy of a shared package a page has (registered in its share scope, or the live shell's).
 * The shell's share-scope reader (shell/src/federation/sharing/share-scope.ts) says when one is in use.
 */
export interface ShareCopy {
  version: string;
  /** which part provided it ("shell", "zones") */
  from: string;
  /** in use (loaded, handed over loaded, or loading): a singleton stays with the copy in use */
  inUse: boolean;
}

export interface Mismatch {
  name: string;
  required: string;
  provided: string;
  from: string;
  /** whether the hub wants a newer or an older version than the page has */
  needs: 'newer' | 'older';
}

export type Satisfies = (version: string, range: string) => boolean;

const numbers = (version: string): number[] => (String(version).match(/\d+(\.\d+){0,2}/)?.[0] ?? '0').split('.').map(Number);

/** Compare two versions by major.minor.patch: negative if a < b. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The copy a singleton resolves to on a page: the one in use, else the highest registered. */
export function pageCopy(copies: readonly ShareCopy[]): ShareCopy | undefined {
  const inUse = copies.filter((c) => c.inUse);
  const pool = inUse.length ? inUse : copies;
  return [...pool].sort((a, b) => compareVersions(b.version, a.version))[0];
}

/**
 * The singletons a hub needs that the page cannot satisfy. A package the page does not
 * share at all is no mismatch: the hub brings its own copy.
 */
export function findMismatches(needed: readonly ManifestShared[], provided: Readonly<Record<string, readonly ShareCopy[]>>, satisfies: Satisfies): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const share of needed) {
    const range = share.requiredVersion;
    if (!share.singleton || !range || range === '*') continue;
    const copy = pageCopy(provided[share.name] ?? []);
    if (!copy || satisfies(copy.version, range)) continue;
    // the lowest version the range names: above the page's, the hub needs newer
    const needs = compareVersions(range, copy.version) > 0 ? 'newer' : 'older';
    mismatches.push({ name: share.name, required: range, provided: copy.version, from: copy.from, needs });
  }
  return mismatches;
}
