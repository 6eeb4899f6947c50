// What `naturverse health <hub>` prints: the figures of each version of a hub from the
// platform team's view hub_health.by_version (supabase/migrations/…_hub_reports.sql), and the
// same figures for the canary gate. The connection comes from the environment
// (NATURVERSE_HEALTH_DB_URL, a login that is a member of hub_health_reader).
import { canaryGate, type GateVerdict, type VersionHealth } from './gate.js';

/** One version's row of hub_health.by_version: the rows as stored, and what the gate weighs. */
export interface VersionRow {
  version: string;
  loads: number;
  failures: number;
  renderErrors: number;
  canaryFallbacks: number;
  inpSamples: number;
  inpP75: number | null;
  lcpP75: number | null;
  clsP75: number | null;
  lastSeen: Date | null;
  /** distinct sources (browser-days), the most reports one of them sent, and all reports */
  sources: number;
  topSourceReports: number;
  reports: number;
  /** distinct addresses (address-days) and the most reports one of them sent */
  addresses: number;
  topAddressReports: number;
  /** loads, failures, canary fallbacks and INP samples with each source's share capped */
  capped: { loads: number; failures: number; canaryFallbacks: number; inpSamples: number };
}

/** What the figures are read through (a pg client, or a test's fake). */
export interface HealthDb {
  query: (sql: string, args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

const SQL = `select version, loads::int, failures::int, render_errors::int, canary_fallbacks::int,
  inp_samples::int, inp_p75, lcp_p75, cls_p75, last_seen, sources::int, top_source_reports::int, all_reports::int,
  capped_loads::float8, capped_failures::float8, capped_fallbacks::float8, capped_inp_samples::float8,
  addresses::int, top_address_reports::int
  from hub_health.by_version where hub = $1 order by last_seen desc nulls last`;

/** Each version's figures, newest report first. */
export async function readHealth(db: HealthDb, hub: string): Promise<VersionRow[]> {
  const { rows } = await db.query(SQL, [hub]);
  return rows.map((r) => ({
    version: r.version as string,
    loads: r.loads as number,
    failures: r.failures as number,
    renderErrors: r.render_errors as number,
    canaryFallbacks: r.canary_fallbacks as number,
    inpSamples: r.inp_samples as number,
    inpP75: r.inp_p75 as number | null,
    lcpP75: r.lcp_p75 as number | null,
    clsP75: r.cls_p75 as number | null,
    lastSeen: r.last_seen as Date | null,
    sources: r.sources as number,
    topSourceReports: r.top_source_reports as number,
    reports: r.all_reports as number,
    addresses: r.addresses as number,
    topAddressReports: r.top_address_reports as number,
    capped: {
      loads: r.capped_loads as number,
      failures: r.capped_failures as number,
      canaryFallbacks: r.capped_fallbacks as number,
      inpSamples: r.capped_inp_samples as number,
    },
  }));
}

const share = (top: number, all: number) => (all ? `${((top / all) * 100).toFixed(1)} %` : '—');
const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);

/** A plain table, one line per version. */
export function formatHealth(hub: string, rows: readonly VersionRow[]): string {
  if (!rows.length) return `${hub}: no reports in the last 30 days`;
  const head = [
    'version',
    'loads',
    'failed',
    'fail %',
    'render errors',
    'canary fallbacks',
    'INP p75 (n)',
    'LCP p75',
    'CLS p75',
    'sources',
    'top source',
    'addresses',
    'top address',
  ];
  const lines = rows.map((r) => [
    r.version,
    String(r.loads),
    String(r.failures),
    r.loads ? `${((r.failures / r.loads) * 100).toFixed(2)} %` : '—',
    String(r.renderErrors),
    String(r.canaryFallbacks),
    `${ms(r.inpP75)} (${r.inpSamples})`,
    ms(r.lcpP75),
    r.clsP75 === null ? '—' : (r.clsP75 / 1000).toFixed(3),
    String(r.sources),
    share(r.topSourceReports, r.reports),
    String(r.addresses),
    share(r.topAddressReports, r.reports),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [`${hub}: hub health per version (last 30 days)`, row(head), ...lines.map(row)].join('\n');
}

/** The gate for promoting `canary` over `stable` from the stored figures. */
export function gateFromRows(rows: readonly VersionRow[], stable: string, canary: string): GateVerdict {
  const none = (version: string): VersionHealth => ({
    version,
    loads: 0,
    failures: 0,
    inpSamples: 0,
    inpP75: null,
    sources: 0,
    topSourceReports: 0,
    reports: 0,
    addresses: 0,
    topAddressReports: 0,
  });
  // A canary that could not load is reported once as a canary fallback under its own version
  // (its manifest may never have answered, so its load failure may carry no version): each is
  // a failed load of that version. The gate weighs sources: it reads the capped figures.
  const find = (version: string): VersionHealth => {
    const row = rows.find((r) => r.version === version);
    if (!row) return none(version);
    const { capped } = row;
    return {
      version,
      loads: capped.loads + capped.canaryFallbacks,
      failures: capped.failures + capped.canaryFallbacks,
      inpSamples: capped.inpSamples,
      inpP75: row.inpP75,
      sources: row.sources,
      topSourceReports: row.topSourceReports,
      reports: row.reports,
      addresses: row.addresses,
      topAddressReports: row.topAddressReports,
    };
  };
  return canaryGate(find(stable), find(canary));
}
