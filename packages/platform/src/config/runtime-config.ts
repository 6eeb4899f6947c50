/**
 * Runtime configuration, read once at start (the shell fetches /config.json before
 * first render). Nothing here is a secret: the Supabase anon key is public by design.
 * No Supabase URL/key → local demo mode.
 */
export interface RuntimeConfig {
  supabaseUrl?: string;
  supabaseAnonKey?: string;
  /** Auto-stamping works only when this equals the string 'true' (spec §9). */
  autoStamps?: string;
  /** Where hub health reports go (issue 29): the site's own origin or its Supabase project; none when absent. */
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

/** Keep only known string fields, so a malformed file cannot smuggle odd values in. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') return {};
  const src = raw as Record<string, unknown>;
  const out: RuntimeConfig = {};
  for (const key of ['supabaseUrl', 'supabaseAnonKey', 'autoStamps', 'reportUrl', 'reportSample'] as const) {
    const value = src[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}
