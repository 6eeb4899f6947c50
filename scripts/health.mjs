#!/usr/bin/env node
// `node scripts/health.mjs <hub>`: each version's load failures and vitals from the reports
// families' browsers sent (issue 29). Needs NATURVERSE_HEALTH_DB_URL. Exit 2 on a usage or
// connection error.
import pg from 'pg';
import { formatHealth, readHealth } from './health/health.mjs';

const [hub] = process.argv.slice(2);
const url = process.env.NATURVERSE_HEALTH_DB_URL;
if (!hub || !url) {
  console.error('usage: NATURVERSE_HEALTH_DB_URL=postgres://… node scripts/health.mjs <hub>');
  process.exit(2);
}
const db = new pg.Client({ connectionString: url });
try {
  await db.connect();
  console.log(formatHealth(hub, await readHealth(db, hub)));
} catch (error) {
  console.error(`health: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
} finally {
  await db.end().catch(() => {});
}
