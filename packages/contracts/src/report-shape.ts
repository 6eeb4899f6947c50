// The one description of a hub health report: what the shell sends, what the
// database's report_hub_events() accepts (supabase/migrations/20261125000000_hub_reports.sql;
// supabase/tests/hub-reports.test.ts proves the two agree) and what the e2e backend forwards.
// The hub, version, build and route follow hub-identity.ts's rules, so a hub a deploy accepts is
// a hub a report can name (the table migration 20261127000000_hub_identity.sql says the same).
// Nothing here can carry who the child is: no user or device id, no stored random id, no text
// typed, no address with its query — only these keys, each with a closed shape.
import { buildIdFault, reportRouteFault } from './build-rule.js';
import { hubVersionOf } from './version-rule.js';
import { hubNameFault } from './names-rule.js';

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

/** What a report says when the shell does not know a hub's version or build (its manifest named none a deploy would accept). */
export const UNKNOWN = 'unknown' as const;

/** The version a report carries: `version` when it is one a deploy accepts, else "unknown". */
export function reportVersion(version: unknown): string {
  return hubVersionOf(version) ?? UNKNOWN;
}

/** The build id a report carries: `build` when it is a build id, else "unknown". */
export function reportBuild(build: unknown): string {
  return buildIdFault(build) === null ? (build as string) : UNKNOWN;
}

const ERROR_NAME = /^[A-Za-z][A-Za-z0-9_]{0,47}$/;

/** Each identity key's check: null when it fits. */
const IDENTITY_FAULTS: Record<'hub' | 'version' | 'build' | 'route', (value: unknown) => string | null> = {
  hub: hubNameFault,
  version: (value) => (value === UNKNOWN ? null : hubVersionOf(value) === null ? 'not a version' : null),
  build: buildIdFault,
  route: reportRouteFault,
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
      return typeof kind === 'string' && ERROR_NAME.test(kind) && value === null;
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
    if (IDENTITY_FAULTS[key](r[key]) !== null) return `bad ${key}`;
  }
  if (!(REPORT_EVENTS as readonly unknown[]).includes(r.event)) return 'bad event';
  if (!(BROWSERS as readonly unknown[]).includes(r.browser)) return 'bad browser';
  if (!fitsEvent(r)) return `kind or value does not fit a ${String(r.event)} event`;
  return null;
}

/** The database function reports go to: POST /rest/v1/rpc/report_hub_events, a text/plain body. */
export const REPORT_RPC = 'report_hub_events' as const;
