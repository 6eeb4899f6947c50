// The health figures as the deploy commands use them: `health <hub>` and the gate `promote`
// asks before a canary becomes stable (gate.ts has the rule and its numbers). The connection
// comes from NATURVERSE_HEALTH_DB_URL, a login that is a member of hub_health_reader.
import type { Client } from 'pg';
import { DeployError } from '../deploy/ledger.js';
import type { GateVerdict } from './gate.js';
import { formatHealth, gateFromRows, readHealth } from './health.js';

const NO_DB = 'set NATURVERSE_HEALTH_DB_URL to the reports database (a hub_health_reader login)';

async function withDb<T>(url: string | undefined, fn: (db: Client) => Promise<T>): Promise<T> {
  if (!url) throw new DeployError('check', `no health figures: ${NO_DB}`);
  // loaded only by the commands that read the figures: every other command starts without it
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: url });
  try {
    await db.connect();
    return await fn(db);
  } catch (error) {
    if (error instanceof DeployError) throw error;
    throw new DeployError('check', `the health figures could not be read: ${error instanceof Error ? error.message : error}`);
  } finally {
    await db.end().catch(() => {});
  }
}

export type CanaryGate = (versions: { hub: string; stable: string; canary: string }) => Promise<GateVerdict>;

/** The canary gate on the stored figures (without a database, promote is refused unless forced). */
export const healthGate =
  (url: string | undefined): CanaryGate =>
  ({ hub, stable, canary }) =>
    withDb(url, async (db) => gateFromRows(await readHealth(db, hub), stable, canary));

/** `health <hub>`: one line per version. */
export const healthLines = async (hub: string, url: string | undefined): Promise<{ lines: string[] }> => ({
  lines: [await withDb(url, async (db) => formatHealth(hub, await readHealth(db, hub)))],
});
