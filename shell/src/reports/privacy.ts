/**
 * Whether this browser may send reports at all, and where to: never when it
 * sends Global Privacy Control or Do Not Track, never without a `reportUrl` in /config.json
 * (the local demo default), and never to an origin but the site's own or its Supabase
 * project's. Pure: the caller hands in what it read from navigator, location and the config.
 */
import { optedOut, type PrivacySignals } from './opt-out';

export type { PrivacySignals } from './opt-out';
export { optedOut } from './opt-out';

export interface ReportConfig {
  reportUrl?: string;
  reportSample?: string;
  supabaseUrl?: string;
  supabaseAnonKey?: string;
}

export type Endpoint = { url: string } | { url: null; why: string };

/**
 * Where reports go, or why nowhere. A Supabase endpoint gets the project's public anon key as
 * the `apikey` query parameter: sendBeacon cannot set headers, and the API gateway reads the
 * key from the query as well.
 */
export function reportEndpoint(config: ReportConfig, siteOrigin: string, signals: PrivacySignals): Endpoint {
  if (optedOut(signals)) return { url: null, why: 'this browser asks not to be tracked (GPC or DNT)' };
  if (!config.reportUrl) return { url: null, why: 'no reportUrl in /config.json' };
  let url: URL;
  try {
    url = new URL(config.reportUrl, siteOrigin);
  } catch {
    return { url: null, why: 'reportUrl is not a URL' };
  }
  const supabaseOrigin = config.supabaseUrl ? safeOrigin(config.supabaseUrl) : null;
  if (url.origin === siteOrigin) return { url: url.href };
  if (url.origin === supabaseOrigin && (url.protocol === 'https:' || isLoopback(url))) {
    if (config.supabaseAnonKey) url.searchParams.set('apikey', config.supabaseAnonKey);
    return { url: url.href };
  }
  return { url: null, why: `reportUrl ${url.origin} is neither this site nor its Supabase project` };
}

/** The share of page visits that report, from `reportSample` ("0.1" → 10 %); 1 when unset. */
export function sampleRate(config: ReportConfig): number {
  if (config.reportSample === undefined) return 1;
  const rate = Number(config.reportSample);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0;
}

function safeOrigin(href: string): string | null {
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

const isLoopback = (url: URL) => url.hostname === 'localhost' || url.hostname === '127.0.0.1';
