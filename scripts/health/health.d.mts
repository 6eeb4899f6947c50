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
}
export function readHealth(db: { query: (sql: string, args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> }, hub: string): Promise<VersionRow[]>;
export function formatHealth(hub: string, rows: VersionRow[]): string;
export function gateFromRows(rows: VersionRow[], stable: string, canary: string): { ok: boolean; reasons: string[] };
