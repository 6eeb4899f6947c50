import { defineConfig } from '@playwright/test';
import { ROOT } from '@naturverse/site/serve';
import { reportDir } from '@naturverse/testing/reports';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';

// The hub-team journey on its own: one long test that starts its own servers (an npm
// registry, nginx) and runs a team's npm installs and builds, so it runs after the suite, alone,
// and never competes with the suite's browser tests for the machine's two cores.
// `pnpm exec playwright test -c e2e/hub-teams/playwright.config.ts` (npm test runs it).
const REPORTS = `${reportDir(process.env, ROOT)}/../hub-teams`;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 25 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['junit', { outputFile: `${REPORTS}/junit.xml` }]],
  outputDir: `${REPORTS}/artifacts`,
  use: {
    viewport: { width: 1280, height: 800 },
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
