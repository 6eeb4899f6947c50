/**
 * The cross-engine slice (docs/qa.md): family journeys in Firefox and WebKitGTK against the
 * production builds. One run is one engine, with its own reports: scripts/test-engines.mjs sets
 * ENGINE and ENGINE_REPORT_DIR (reports/engines/<engine>/, beside reports/e2e) for each run.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// ENGINE is checked, with the list of engines, by the global setup (driver/session.ts engineFromEnv)
const engine = process.env.ENGINE ?? '';
const reports = process.env.ENGINE_REPORT_DIR;
if (!reports) throw new Error('ENGINE_REPORT_DIR is not set: run the slice with npm run test:engines (scripts/test-engines.mjs)');

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['journeys/*.journey.ts'],
    globalSetup: ['./global-setup.ts'],
    environment: 'node',
    // one tab at a time: the machine has two cores, and the browser is one process per run
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // the journey files share one set of modules (puppeteer-core or selenium-webdriver loaded once)
    isolate: false,
    // a bound for a busy machine (a journey takes seconds); never a retry: a flaky journey fails
    testTimeout: 90_000,
    hookTimeout: 90_000,
    retry: 0,
    reporters: [
      'default',
      ['junit', { outputFile: `${reports}/junit.xml`, suiteName: `Naturverse journeys in ${engine}` }],
      ['./support/summary-reporter.ts', { engine, outputFile: `${reports}/summary.md` }],
    ],
  },
});
