// What `naturverse health <hub>` prints: the figures of each version of a hub from the
// platform team's view hub_health.by_version (supabase/migrations/…_hub_reports.sql), and the
// same figures for the canary gate. The connection comes from the environment
// (NATURVERSE_HEALTH_DB_URL, a login that is a member of hub_health_reader).
import { canaryGate, type GateVerdict, type VersionHealth } from './gate.js';

export interface VersionRow extends VersionHealth {
  renderErrors: number;
  canaryFallbacks: number;
  lcpP75: number | null;
  clsP75: number | null;
  lastSeen: Date | null;
}

/** What the figures are read through (a pg client, or a test's fake). */
export interface HealthDb {
  query: (sql: string, args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
}

const SQL = `select version, loads::int, failures::int, render_errors::int, canary_fallbacks::int,
  inp_samples::int, inp_p75, lcp_p75, cls_p75, last_seen
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
  }));
}

const ms = (v: number | null) => (v === null ? '—' : `${Math.round(v)} ms`);

/** A plain table, one line per version. */
export function formatHealth(hub: string, rows: readonly VersionRow[]): string {
  if (!rows.length) return `${hub}: no reports in the last 30 days`;
  const head = ['version', 'loads', 'failed', 'fail %', 'render errors', 'canary fallbacks', 'INP p75 (n)', 'LCP p75', 'CLS p75'];
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
  const none = (version: string): VersionHealth => ({ version, loads: 0, failures: 0, inpSamples: 0, inpP75: null });
  // A canary that could not load is reported once as a canary fallback under its own version
  // (its manifest may never have answered, so its load failure may carry no version): each is
  // a failed load of that version.
  const find = (version: string): VersionHealth => {
    const row = rows.find((r) => r.version === version);
    if (!row) return none(version);
    return { ...row, loads: row.loads + row.canaryFallbacks, failures: row.failures + row.canaryFallbacks };
  };
  return canaryGate(find(stable), find(canary));
}
