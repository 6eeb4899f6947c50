// Types for registry-schema.mjs (the shell, e2e and unit tests read them).
import type { GenericSchema } from 'valibot';

/** One hub in /remotes.json. */
export interface RegistryRemote {
  /** lower-case id, the Module Federation remote name ("zones") */
  name: string;
  /** what a family reads ("Zones") */
  title: string;
  /** the hub's mf-manifest.json: an absolute http(s) URL, or a path on the site ("/hubs/zones/mf-manifest.json") */
  manifest: string;
  /** the route prefixes the hub serves ("/zones"); never overlapping another hub's */
  prefixes: string[];
  /** a manifest (same forms as `manifest`) to use when `manifest` cannot be loaded */
  fallback?: string;
  /** a version given to `share` percent of browsers first; the rest (and a failed canary) run `manifest` */
  canary?: RegistryCanary;
}

export interface RegistryCanary {
  /** the canary version's manifest (same forms as `manifest`) */
  manifest: string;
  /** whole percent of browsers, 1–99 */
  share: number;
}

export interface RegistryOverrides {
  /**
   * Origins a per-browser hub override may point at: "scheme://host", "scheme://host:port",
   * or "scheme://host:*" (any port of that host). Empty (the production default): no override.
   */
  allowedOrigins: string[];
}

/** The registry file, as parsed (a missing `overrides` reads as no override allowed). */
export interface RegistryFile {
  remotes: RegistryRemote[];
  overrides: RegistryOverrides;
  /** the deploy ledger's revision (absent in a registry no deploy has written) */
  revision?: number;
}

export const RegistrySchema: GenericSchema<unknown, RegistryFile>;
export function prefixesOverlap(a: string, b: string): boolean;
export function checkRegistry(raw: unknown): { ok: true; registry: RegistryFile; errors: [] } | { ok: false; registry: undefined; errors: string[] };
export function assertRegistry(raw: unknown, file: string): RegistryFile;
export function originAllowed(url: string, allowedOrigins: readonly string[]): boolean;
