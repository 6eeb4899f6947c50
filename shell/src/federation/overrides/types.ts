/**
 * The shapes of hub overrides, shared by the rules (overrides.ts), what the page started with
 * (override-state.ts), the store (overrides-store.ts), the banner and the status page. Types
 * only: any module may import them without pulling in (or cycling through) the logic.
 */
import type { Registry } from '../registry/types';

/** Stored overrides: hub name → manifest URL. */
export type StoredOverrides = Readonly<Record<string, string>>;

export interface ActiveOverride {
  name: string;
  title: string;
  /** The manifest URL this browser uses instead of the registry's. */
  manifest: string;
  /** The registry's own manifest URL for the hub. */
  original: string;
}

export interface RefusedOverride {
  name: string;
  manifest: string;
  /** Why, in plain words. */
  reason: string;
  /** Where it came from: the URL parameter, or what this browser had stored. */
  source: 'url' | 'stored';
}

export type OverrideRequest = { kind: 'set'; name: string; manifest: string } | { kind: 'clear' } | { kind: 'invalid'; text: string };

/** What the page started with as to hub overrides (override-state.ts keeps it). */
export interface OverrideState {
  /** The registry as served (before overrides). */
  served: Registry;
  /** The overrides this page was started with. */
  active: ActiveOverride[];
  /** Overrides asked for in this page's URL that were refused (stored ones are checked by the banner). */
  refusedFromUrl: RefusedOverride[];
  /** Said when an accepted override could not be stored (it still applies to this page). */
  notSaved: string | null;
}

/** What the rules make of the stored overrides and the URL's requests (overrides.ts resolveOverrides). */
export interface OverrideOutcome {
  /** The registry this browser uses: the overridden hubs point at their override. */
  registry: Registry;
  active: ActiveOverride[];
  refused: RefusedOverride[];
  /** What to store after the URL parameters are taken in (null: leave storage as it is). */
  store: StoredOverrides | null;
}
