// The one description of a hub health report (issue 29): what the shell sends, what the
// database's report_hub_events() accepts (supabase/migrations/20261125000000_hub_reports.sql;
// supabase/tests/hub-reports.test.ts proves the two agree) and what the e2e backend forwards.
// Nothing here can carry who the child is: no user or device id, no stored random id, no
// text typed, no address with its query — only these keys, each with a closed shape.

/** Every key a report has, and no other. */
export const REPORT_KEYS = ['hub', 'version', 'build', 'route', 'event', 'kind', 'value', 'browser'];

export const REPORT_EVENTS = ['load', 'load-failure', 'render-error', 'canary-fallback', 'vital'];

/** Why a hub did not load (the shell's fault kinds, as the status page names them). */
export const LOAD_FAILURE_KINDS = ['unreachable', 'bad-manifest', 'missing-entry', 'timeout', 'version-skew'];

export const VITALS = ['LCP', 'INP', 'CLS'];

export const BROWSERS = ['chromium', 'firefox', 'safari', 'other'];

/** What one beacon may carry: the database refuses more (sendBeacon itself allows 64 KiB). */
export const REPORT_LIMITS = { maxReports: 20, maxBytes: 8192, maxValue: 600_000 };

const PATTERNS = {
  hub: /^[a-z][a-z0-9-]{0,31}$/,
  version: /^[0-9A-Za-z.+-]{1,32}$/,
  build: /^[0-9A-Za-z._-]{1,64}$/,
  route: /^(?:(?:\/[a-z0-9-]{1,32}|\/:seg){1,6}|\/)$/,
  errorName: /^[A-Za-z][A-Za-z0-9_]{0,47}$/,
};

const isWhole = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= REPORT_LIMITS.maxValue;

/** Does `kind` and `value` fit the event (the table's reports_kind_fits_event check)? */
function fitsEvent({ event, kind, value }) {
  switch (event) {
    case 'load':
      return kind === null && isWhole(value);
    case 'load-failure':
    case 'canary-fallback':
      return LOAD_FAILURE_KINDS.includes(kind) && (value === null || isWhole(value));
    case 'render-error':
      return typeof kind === 'string' && PATTERNS.errorName.test(kind) && value === null;
    case 'vital':
      return VITALS.includes(kind) && isWhole(value);
    default:
      return false;
  }
}

/**
 * Why a report would be refused, or null when it is well formed. The browser drops what
 * fails here rather than send it; the database checks the same again.
 * @param {unknown} report
 * @returns {string | null}
 */
export function reportFault(report) {
  if (typeof report !== 'object' || report === null || Array.isArray(report)) return 'not an object';
  const keys = Object.keys(report);
  const extra = keys.filter((k) => !REPORT_KEYS.includes(k));
  if (extra.length) return `unknown keys: ${extra.join(', ')}`;
  const missing = REPORT_KEYS.filter((k) => !keys.includes(k));
  if (missing.length) return `missing keys: ${missing.join(', ')}`;
  const r = /** @type {Record<string, unknown>} */ (report);
  for (const key of ['hub', 'version', 'build', 'route']) {
    if (typeof r[key] !== 'string' || !PATTERNS[key].test(r[key])) return `bad ${key}`;
  }
  if (!REPORT_EVENTS.includes(r.event)) return 'bad event';
  if (!BROWSERS.includes(r.browser)) return 'bad browser';
  if (!fitsEvent(r)) return `kind or value does not fit a ${r.event} event`;
  return null;
}

/** The database function reports go to: POST /rest/v1/rpc/report_hub_events, a text/plain body. */
export const REPORT_RPC = 'report_hub_events';
