import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, browserPort } from './e2e/support/browser';
import { TARGET } from './e2e/support/target';
import { fileURLToPath } from 'node:url';
import { reportDir } from '@naturverse/testing/reports';

// Every e2e test runs against the production builds (npm run build), each part
// served on its own port by the same static server `npm start` uses. Ports are
// shifted by E2E_PORT_OFFSET (default 100: shell :3100, hubs :3101–3106) so a
// running `npm start` on :3000 does not collide with the suite.
// With E2E_BASE_URL (and optionally E2E_REGISTRY_URL) the suite tests a site that is already
// running instead (a preview deployment): no server and no test database start, and the specs
// that need local control skip themselves saying why (e2e/support/target.ts).
const { baseURL } = TARGET;
const ROOT = fileURLToPath(new URL('.', import.meta.url));
const REPORTS = reportDir(process.env, ROOT);
// the shell emulator used from this workspace (not packed, so it ships no shell) serves this checkout's build
process.env.NATURVERSE_SHELL_BUILD ??= fileURLToPath(new URL('./shell/dist/', import.meta.url));
const candidateArgs = () =>
  (process.env.E2E_CANDIDATES ?? '')
    .split(',')
    .filter(Boolean)
    .map((c) => `--candidate ${JSON.stringify(c.trim())}`);
// an offset that puts a part on a port Chromium refuses would fail every test that visits it
if (TARGET.kind === 'local') for (let part = 0; part <= 6; part++) browserPort(3000 + TARGET.offset + part);

export default defineConfig({
  testDir: 'e2e',
  // e2e/support holds fixtures and their Vitest unit tests, not browser tests; the hub-team journey
  // has its own configuration and runs after the suite (e2e/hub-teams/playwright.config.ts).
  testIgnore: ['support/**', 'hub-teams/**'],
  // One throwaway PostgreSQL with the migrations for the signed-in journeys (e2e/synced).
  globalSetup: TARGET.kind === 'local' ? './e2e/support/backend/global-setup.ts' : undefined,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The list stays the console output; beside it, in reports/e2e/ (E2E_REPORT_DIR),
  // the HTML report (traces and screenshots of failures), JUnit XML for CI tools, and
  // timings.json with the ten slowest tests and every retry, printed at the end of the run.
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: `${REPORTS}/html` }],
    ['junit', { outputFile: `${REPORTS}/junit.xml` }],
    ['./e2e/support/timings-reporter.ts'],
  ],
  outputDir: `${REPORTS}/artifacts`,
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Recording a trace costs every test ≈ 10 % (measured on e2e/zones/arcade.spec.ts): CI, which
    // retries once, records it on the retry of a failed test; a local run keeps it for a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site registers a service worker (offline play). Specs that rewrite /remotes.json or a
    // hub with page.route need every request to reach the page's router, so the worker is
    // blocked here; e2e/offline opts in with serviceWorkers: 'allow' and tests it end to end.
    serviceWorkers: 'block',
    // A page a test answers itself (e2e/support/policy.ts re-derives the CSP of a document for a
    // registry or config changed in the browser) has no address, so Chromium's Local Network
    // Access would treat it as public and refuse its requests to the loopback hubs. The real
    // site never meets this: its pages come from its servers.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--disable-features=LocalNetworkAccessChecks'] },
  },
  webServer:
    TARGET.kind === 'deployed'
      ? undefined
      : {
          // E2E_CANDIDATES (scripts/e2e.mjs --candidate): a hub's candidate build served in place of its own
          command: ['node scripts/serve.mjs', `--offset ${TARGET.offset}`, ...candidateArgs()].join(' '),
          url: `${baseURL}/remotes.json`,
          reuseExistingServer: false,
          // The server compresses nothing at start-up (the build wrote .br/.gz beside each file):
          // it listens in well under a second. Tests never start before it answers, so this is
          // only a bound for a very busy machine.
          timeout: 30_000,
        },
});
