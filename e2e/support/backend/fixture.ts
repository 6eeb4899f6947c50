/**
 * Fixtures for signed-in (synced mode) journeys against the test backend.
 * Import `test`/`expect` from here in e2e/synced/*.spec.ts.
 *
 * - `backend` (one per worker): the HTTP server in front of the run's PostgreSQL.
 * - `connect(page, user)`: points the site at the backend (runtime config
 *   /config.json gets supabaseUrl + anon key) and, for a user, seeds the session
 *   the way supabase-js persists it, so the page loads signed in.
 * - `newUser(label)`: a fresh auth.users row per test, so tests never share rows.
 * - `sql(text, params)`: superuser read-back of what the database holds.
 * - `requests()`: what the backend answered during this test.
 * - after every test: any request the backend did not support fails the test,
 *   each printed.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect } from '../fixtures';
import { deployedAs } from '../policy';
import { serveConfigWith } from '../site-config';
import { createUser, type BackendUser } from './auth';
import { ENV_STATE_DIR, REQUESTS_FILE } from './cluster-env';
import { connectRemote, remoteTarget, sessionKeyFor } from './remote';
import { REPORT_PATH } from './reports';
import { startBackend, type LoggedRequest, type TestBackend } from './server';

export { expect };
export type { BackendUser, TestBackend };

/** Set when E2E_SUPABASE_* name a real project: the journeys run there instead (remote.ts). */
const REMOTE = remoteTarget();

/** Where supabase-js keeps the session for the backend the journeys use. */
export const SESSION_KEY = sessionKeyFor(REMOTE?.url ?? 'http://127.0.0.1');

interface SyncedFixtures {
  /** `reports`: /config.json also names the backend's report_hub_events as reportUrl. */
  connect: (page: Page, user: BackendUser | null, options?: { reports?: boolean }) => Promise<void>;
  newUser: (label?: string) => Promise<BackendUser>;
  sql: <T extends Record<string, unknown> = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  /**
   * `takeTurn(key)`: waits for, then holds until the test ends, a PostgreSQL advisory lock — for
   * tests that read back everything stored since they began, so copies on other workers
   * (`--repeat-each`) cannot write into their window.
   */
  takeTurn: (key: number) => Promise<void>;
  /** The requests the backend answered during this test (method, path, query, headers, body; kind; status). */
  requests: () => LoggedRequest[];
  refuseUnsupported: void;
}

export const test = base.extend<SyncedFixtures, { backend: TestBackend }>({
  backend: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const backend = REMOTE ? connectRemote(REMOTE) : await startBackend();
      await provide(backend);
      const dir = process.env[ENV_STATE_DIR];
      if (dir && backend.log.length) {
        appendFileSync(join(dir, REQUESTS_FILE), backend.log.map((r) => `${JSON.stringify({ kind: r.kind })}\n`).join(''));
      }
      await backend.stop();
    },
    { scope: 'worker' },
  ],
  refuseUnsupported: [
    async ({ backend }, provide) => {
      backend.unsupported.length = 0;
      await provide();
      const refused = backend.unsupported.splice(0);
      expect(refused, `the e2e backend refused ${refused.length} request(s) outside the supported list:\n${refused.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
  requests: async ({ backend }, provide) => {
    const from = backend.log.length;
    await provide(() => backend.log.slice(from));
  },
  newUser: async ({ backend }, provide) => {
    await provide((label = 'family') => createUser(backend.admin, label));
  },
  sql: async ({ backend }, provide) => {
    await provide(async (text, params) => (await backend.admin.query(text, params)).rows);
  },
  takeTurn: async ({ backend }, provide) => {
    const sessions: Array<ReturnType<TestBackend['adminSession']>> = [];
    await provide(async (key) => {
      const session = backend.adminSession();
      sessions.push(session);
      await session.connect();
      await session.query('select pg_advisory_lock($1)', [key]);
    });
    // ending the session releases its locks
    await Promise.all(sessions.map((s) => s.end()));
  },
  connect: async ({ backend }, provide) => {
    await provide(async (page, user, { reports = false } = {}) => {
      await deployedAs(page, { backend: backend.url });
      const reportUrl = reports ? { reportUrl: `${backend.url}${REPORT_PATH}` } : {};
      await serveConfigWith(page, { supabaseUrl: backend.url, supabaseAnonKey: backend.anonKey, ...reportUrl });
      if (!user) return;
      // Once per tab (sessionStorage), so a sign-out is not undone by the next reload.
      await page.addInitScript(
        ({ key, value }) => {
          if (location.hostname !== 'localhost' || sessionStorage.getItem('e2e.backend.seeded')) return;
          sessionStorage.setItem('e2e.backend.seeded', '1');
          localStorage.setItem(key, value);
        },
        { key: SESSION_KEY, value: JSON.stringify(backend.tokens.session(user)) },
      );
    });
  },
});
