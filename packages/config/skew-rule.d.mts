// Types for skew-rule.mjs (the shell's skew guard and the deploy checks use it).

/** A shared package as a hub's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** One copy of a shared package a page has (registered in its share scope, or the live shell's). */
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

export type Satisfies = (version: string, range: string) => boolean;

export function compareVersions(a: string, b: string): number;
export function pageCopy(copies: readonly ProvidedShare[]): ProvidedShare | undefined;
export function findMismatches(
  needed: readonly ManifestShared[],
  provided: Readonly<Record<string, readonly ProvidedShare[]>>,
  satisfies: Satisfies,
): Mismatch[];
