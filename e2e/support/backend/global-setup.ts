/**
 * Playwright globalSetup: one throwaway PostgreSQL cluster for the whole e2e run,
 * started exactly as the SQL suite starts it (supabase/tests/global-setup.ts:
 * installs PostgreSQL on a fresh CI machine, initdb/pg_ctl as a non-root user,
 * unix socket only, bootstrap + every migration). Workers find it through the
 * env variables it sets. The teardown prints how many requests the synced
 * journeys made, by kind, then stops the cluster and removes its dir.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import startCluster from '../../../supabase/tests/global-setup';
import { ENV_STATE_DIR, REQUESTS_FILE } from './cluster-env';
import { remoteTarget } from './remote';

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Against a real Supabase project (E2E_SUPABASE_*) there is no local cluster to start.
  if (remoteTarget()) return async () => {};
  const stopCluster = await startCluster();
  return async () => {
    const file = join(process.env[ENV_STATE_DIR] ?? '', REQUESTS_FILE);
    if (existsSync(file)) {
      const kinds = new Map<string, number>();
      for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
        const { kind } = JSON.parse(line) as { kind: string };
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      const total = [...kinds.values()].reduce((a, b) => a + b, 0);
      const lines = [...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `  ${String(n).padStart(4)}  ${k}`);
      process.stdout.write(`[e2e-backend] ${total} requests answered by the test backend:\n${lines.join('\n')}\n`);
    }
    await stopCluster();
  };
}
