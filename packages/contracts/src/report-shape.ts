// The one description of a hub health report: what the shell sends, what the
// database's report_hub_events() accepts (supabase/migrations/20261125000000_hub_reports.sql;
// supabase/tests/hub-reports.test.ts proves the two agree) and what the e2e backend forwards.
// Nothing here can carry who the child is: no user or device id, no stored random id, no
// text typed, no address with its query — only these keys, each with a closed shape.

export type ReportEvent = 'load' | 'load-failure' | 'render-error' | 'canary-fallback' | 'vital';
export type LoadFailureKind = 'unreachable' | 'bad-manifest' | 'missing-entry' | 'timeout' | 'version-skew';
export type Vital = 'LCP' | 'INP' | 'CLS';
export type BrowserFamily = 'chromium' | 'firefox' | 'safari' | 'other';

/** One hub health report, exactly as it is sent and stored. */
export interface HubReport {
  hub: string;
  version: string;
  build: string;
  /** A route pattern (/zones/:seg), never an address. */
  route: string;
  event: ReportEvent;
  /** The failure kind, the error's name, or the vital; null for a load. */
  kind: string | null;
  /** Milliseconds rounded to 10 (CLS × 1000); null where the event has none. */
  value: number | null;
  browser: BrowserFamily;
}

/** Every key a report has, and no other. */
export const REPORT_KEYS: readonly (keyof HubReport)[] = ['hub', 'version', 'build', 'route', 'event', 'kind', 'value', 'browser'];

export const REPORT_EVENTS: readonly ReportEvent[] = ['load', 'load-failure', 'render-error', 'canary-fallback', 'vital'];

/** Why a hub did not load (the shell's fault kinds, as the status page names them). */
export const LOAD_FAILURE_KINDS: readonly LoadFailureKind[] = ['unreachable', 'bad-manifest', 'missing-entry', 'timeout', 'version-skew'];

export const VITALS: readonly Vital[] = ['LCP', 'INP', 'CLS'];

export const BROWSERS: readonly BrowserFamily[] = ['chromium', 'firefox', 'safari', 'other'];

/** What one beacon may carry: the database refuses more (sendBeacon itself allows 64 KiB). */
export const REPORT_LIMITS: { readonly maxReports: number; readonly maxBytes: number; readonly maxValue: number } = {
  maxReports: 20,
  maxBytes: 8192,
  maxValue: 600_000,
};

const PATTERNS: Record<'hub' | 'version' | 'build' | 'route' | 'errorName', RegExp> = {
  hub: /^[a-z][a-z0-9-]{0,31}$/,
  version: /^[0-9A-Za-z.+-]{1,32}$/,
  build: /^[0-9A-Za-z._-]{1,64}$/,
  route: /^(?:(?:\/[a-z0-9-]{1,32}|\/:seg){1,6}|\/)$/,
  errorName: /^[A-Za-z][A-Za-z0-9_]{0,47}$/,
};

const isWhole = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= REPORT_LIMITS.maxValue;

/** Does `kind` and `value` fit the event (the table's reports_kind_fits_event check)? */
function fitsEvent({ event, kind, value }: Record<string, unknown>): boolean {
  switch (event) {
    case 'load':
      return kind === null && isWhole(value);
    case 'load-failure':
    case 'canary-fallback':
      return (LOAD_FAILURE_KINDS as readonly unknown[]).includes(kind) && (value === null || isWhole(value));
    case 'render-error':
      return typeof kind === 'string' && PATTERNS.errorName.test(kind) && value === null;
    case 'vital':
      return (VITALS as readonly unknown[]).includes(kind) && isWhole(value);
    default:
      return false;
  }
}

/**
 * Why a report would be refused, or null when it is well formed. The browser drops what
 * fails here rather than send it; the database checks the same again.
 */
export function reportFault(report: unknown): string | null {
  if (typeof report !== 'object' || report === null || Array.isArray(report)) return 'not an object';
  const keys = Object.keys(report);
  const extra = keys.filter((k) => !(REPORT_KEYS as readonly string[]).includes(k));
  if (extra.length) return `unknown keys: ${extra.join(', ')}`;
  const missing = REPORT_KEYS.filter((k) => !keys.includes(k));
  if (missing.length) return `missing keys: ${missing.join(', ')}`;
  const r = report as Record<string, unknown>;
  for (const key of ['hub', 'version', 'build', 'route'] as const) {
    const value = r[key];
    if (typeof value !== 'string' || !PATTERNS[key].test(value)) return `bad ${key}`;
  }
  if (!(REPORT_EVENTS as readonly unknown[]).includes(r.event)) return 'bad event';
  if (!(BROWSERS as readonly unknown[]).includes(r.browser)) return 'bad browser';
  if (!fitsEvent(r)) return `kind or value does not fit a ${String(r.event)} event`;
  return null;
}

/** The database function reports go to: POST /rest/v1/rpc/report_hub_events, a text/plain body. */
export const REPORT_RPC = 'report_hub_events' as const;
