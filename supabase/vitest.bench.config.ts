import { defineConfig } from 'vitest/config';

// The SQL bench (bench/*.test.ts) on the same throwaway cluster as the suite; not part of
// `npm test` (timings are reported, and a busy machine moves them).
export default defineConfig({
  test: {
    include: ['bench/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 60_000,
  },
});
