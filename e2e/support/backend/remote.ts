/**
 * The same signed-in journeys against a real Supabase project instead of the
 * local test backend. Set all four variables (never commit them):
 *
 *   E2E_SUPABASE_URL         https://<ref>.supabase.co
 *   E2E_SUPABASE_ANON_KEY    the project's anon key
 *   E2E_SUPABASE_JWT_SECRET  the project's JWT secret (HS256), to mint test sessions
 *   E2E_SUPABASE_DB_URL      a postgres:// URL with the `postgres` role, to create
 *                            test users and read back what the database holds
 *
 * The project must have this repo's migrations applied. Users are created as
 * `<label>-<id>@example.test` rows in auth.users and left there. Journeys that
 * need the emulator's own records (its request log, the e-mails it "sent", its
 * refusal of unsupported requests) are skipped against a real project.
 */
import pg from 'pg';
import { Gotrue, Tokens } from './auth';
import type { TestBackend } from './server';

const VARS = ['E2E_SUPABASE_URL', 'E2E_SUPABASE_ANON_KEY', 'E2E_SUPABASE_JWT_SECRET', 'E2E_SUPABASE_DB_URL'] as const;

export interface RemoteTarget {
  url: string;
  anonKey: string;
  jwtSecret: string;
  dbUrl: string;
}

/** The real project named by the environment, or null when none is; half a configuration is an error. */
export function remoteTarget(env: NodeJS.ProcessEnv = process.env): RemoteTarget | null {
  const set = VARS.filter((name) => env[name]);
  if (set.length === 0) return null;
  const missing = VARS.filter((name) => !env[name]);
  if (missing.length) throw new Error(`e2e against a real Supabase project needs ${VARS.join(', ')}; missing: ${missing.join(', ')}`);
  const url = String(env.E2E_SUPABASE_URL).replace(/\/+$/, '');
  return { url, anonKey: String(env.E2E_SUPABASE_ANON_KEY), jwtSecret: String(env.E2E_SUPABASE_JWT_SECRET), dbUrl: String(env.E2E_SUPABASE_DB_URL) };
}

/** supabase-js names its storage key after the first label of the URL's host: 127.0.0.1 → "sb-127-auth-token". */
export function sessionKeyFor(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/** A TestBackend whose HTTP side is the real project: no request log, nothing refused by us. */
export function connectRemote(target: RemoteTarget): TestBackend {
  const admin = new pg.Pool({ connectionString: target.dbUrl, max: 2 });
  const tokens = new Tokens(Buffer.from(target.jwtSecret, 'utf8'));
  return {
    url: target.url,
    anonKey: target.anonKey,
    emulated: false,
    tokens,
    gotrue: new Gotrue(tokens, admin),
    admin,
    adminSession: () => new pg.Client({ connectionString: target.dbUrl }),
    log: [],
    unsupported: [],
    stop: () => admin.end(),
  };
}
