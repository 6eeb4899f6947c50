// Types for skew-rule.mjs (the shell's skew guard and the deploy checks use it).

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

export function compareVersions(a: string, b: string): number;
export function pageCopy(copies: readonly ShareCopy[]): ShareCopy | undefined;
export function findMismatches(needed: readonly ManifestShared[], provided: Readonly<Record<string, readonly ShareCopy[]>>, satisfies: Satisfies): Mismatch[];
