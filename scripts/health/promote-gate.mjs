// The health figures as the deploy commands use them: `health <hub>` and the gate `promote`
// asks before a canary becomes stable (gate.mjs has the rule and its numbers). The connection
// comes from NATURVERSE_HEALTH_DB_URL, a login that is a member of hub_health_reader.
import pg from 'pg';
import { DeployError } from '../deploy/ledger.mjs';
import { formatHealth, gateFromRows, readHealth } from './health.mjs';

const NO_DB = 'set NATURVERSE_HEALTH_DB_URL to the reports database (a hub_health_reader login)';

async function withDb(url, fn) {
  if (!url) throw new DeployError('check', `no health figures: ${NO_DB}`);
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

/** The canary gate on the stored figures (without a database, promote is refused unless forced). */
export const healthGate =
  (url) =>
  ({ hub, stable, canary }) =>
    withDb(url, async (db) => gateFromRows(await readHealth(db, hub), stable, canary));

/** `health <hub>`: one line per version. */
export const healthLines = async (hub, url) => ({ lines: [await withDb(url, async (db) => formatHealth(hub, await readHealth(db, hub)))] });
