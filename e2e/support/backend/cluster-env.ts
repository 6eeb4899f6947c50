/** Where the throwaway cluster listens: the SQL suite's names, shared with the workers through env. */
import { ENV_SOCKET_DIR, ENV_STATE_DIR, PG_PORT } from '../../../supabase/tests/env';

export { ENV_STATE_DIR, PG_PORT };

/** Each worker appends its request log here; the global teardown prints the totals. */
export const REQUESTS_FILE = 'e2e-backend-requests.jsonl';

export function socketDir(): string {
  const dir = process.env[ENV_SOCKET_DIR];
  if (!dir) throw new Error(`${ENV_SOCKET_DIR} is not set: the e2e globalSetup (e2e/support/backend/global-setup.ts) starts the cluster`);
  return dir;
}
