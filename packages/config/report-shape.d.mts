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

export const REPORT_KEYS: readonly (keyof HubReport)[];
export const REPORT_EVENTS: readonly ReportEvent[];
export const LOAD_FAILURE_KINDS: readonly LoadFailureKind[];
export const VITALS: readonly Vital[];
export const BROWSERS: readonly BrowserFamily[];
export const REPORT_LIMITS: { readonly maxReports: number; readonly maxBytes: number; readonly maxValue: number };
export function reportFault(report: unknown): string | null;
export const REPORT_RPC: 'report_hub_events';
