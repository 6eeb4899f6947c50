/**
 * The version-skew guard's logic, pure: which shared singletons a hub's manifest needs that
 * the page cannot give it. Module Federation alone only warns when a singleton does not
 * satisfy a remote's requiredVersion and hands the hub the page's copy anyway, which then
 * breaks at run time in ways nobody can read; the shell refuses to mount such a hub instead.
 */

/** A shared package as a hub's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** One copy of a shared package the page has registered (the Module Federation share scope). */
export interface ProvidedShare {
  version: string;
  /** which part provided it ("shell", "zones") */
  from: string;
  /** in use (loaded or loading): a singleton stays with the copy in use */
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

export { HubSkewError } from './skew-error';

export type Satisfies = (version: string, range: string) => boolean;

const numbers = (version: string) => (version.match(/\d+(\.\d+){0,2}/)?.[0] ?? '0').split('.').map(Number);

/** Compare two versions by major.minor.patch: negative if a < b. */
export function compareVersions(a: string, b: string): number {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < 3; i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The copy a singleton resolves to on this page: the one in use, else the highest registered. */
export function pageCopy(copies: readonly ProvidedShare[]): ProvidedShare | undefined {
  const inUse = copies.filter((c) => c.inUse);
  const pool = inUse.length ? inUse : copies;
  return [...pool].sort((a, b) => compareVersions(b.version, a.version))[0];
}

/**
 * The singletons a hub needs that the page cannot satisfy. A package the page does not
 * share at all is no mismatch: the hub brings its own copy.
 */
export function findMismatches(
  needed: readonly ManifestShared[],
  provided: Readonly<Record<string, readonly ProvidedShare[]>>,
  satisfies: Satisfies,
): Mismatch[] {
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

/** The plain-words sentence for a family: "The Zones hub needs a newer version of @naturverse/ui than this page has." */
export function describeSkew(title: string, mismatches: readonly Mismatch[]): string {
  const newer = mismatches.filter((m) => m.needs === 'newer').map((m) => m.name);
  const older = mismatches.filter((m) => m.needs === 'older').map((m) => m.name);
  const parts = [
    newer.length ? `a newer version of ${newer.join(' and ')}` : '',
    older.length ? `an older version of ${older.join(' and ')}` : '',
  ].filter(Boolean);
  return `The ${title} hub needs ${parts.join(', and ')} than this page has, so it is not shown. The rest of Naturverse works.`;
}
