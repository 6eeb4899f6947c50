/**
 * Runtime configuration, read once at start (the shell fetches /config.json before
 * first render). Nothing here is a secret: the Supabase anon key is public by design.
 * No Supabase URL/key → local demo mode.
 */
import * as v from 'valibot';

export interface RuntimeConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** Auto-stamping works only when this equals the string 'true' (spec §9). */
  autoStamps?: string;
  /** Where hub health reports go: the site's own origin or its Supabase project; none when absent. */
  reportUrl?: string;
  /** The share of page visits that report, "0" to "1" (default all). */
  reportSample?: string;
}

let current: RuntimeConfig = {};

export function setRuntimeConfig(next: RuntimeConfig): void {
  current = { ...next };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function isBackendConfigured(config: RuntimeConfig = current): boolean {
  return Boolean(config.supabaseUrl && config.supabaseAnonKey);
}

/** A field of the file: a string with something in it, trimmed; anything else is left out. */
const field = v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty())), undefined);

/**
 * The file's shape: only the known string fields are kept, so a malformed file cannot smuggle odd
 * values in; a file that is not an object at all is an empty config (local demo mode).
 */
export const RuntimeConfigSchema = v.fallback(
  v.pipe(
    v.object({ supabaseUrl: field, supabaseAnonKey: field, autoStamps: field, reportUrl: field, reportSample: field }),
    // a left-out field is absent, not present as undefined (callers spread and compare configs)
    v.transform((config): RuntimeConfig => Object.fromEntries(Object.entries(config).filter(([, value]) => value !== undefined))),
  ),
  {},
);

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  return v.parse(RuntimeConfigSchema, raw);
}
