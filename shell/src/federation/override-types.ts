/**
 * The shapes of hub overrides, shared by the rules (overrides.ts), what the page started with
 * (override-state.ts), the store (overrides-store.ts), the banner and the status page. Types
 * only: any module may import them without pulling in (or cycling through) the logic.
 */

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
