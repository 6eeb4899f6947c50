import { defineConfig } from '@playwright/test';

// The bench's deploy rows (deploy-speed.measure.ts, which the suite's own configuration does not
// match): Playwright is only the runner here (it loads the TypeScript Ceph harness); no browser
// starts. `npm run bench` runs it after the page figures; alone:
//   pnpm exec playwright test --config e2e/object-store/measure.config.ts
export default defineConfig({
  testDir: '.',
  testMatch: 'deploy-speed.measure.ts',
  workers: 1,
  retries: 0,
  timeout: 900_000,
  reporter: 'list',
  outputDir: '../../bench/.deploy-output',
});
