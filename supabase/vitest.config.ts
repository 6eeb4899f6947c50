import { defineConfig } from 'vitest/config';

// The SQL suite: a throwaway PostgreSQL cluster (tests/global-setup.ts) with the
// test-only bootstrap and migrations/*.sql applied; test files connect over the
// unix socket whose directory arrives in NATURVERSE_PG_SOCKET_DIR.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // one file at a time: the report limits are shared state of the cluster (a flood in one file
    // would close an hour's hub versions for another)
    fileParallelism: false,
  },
});
