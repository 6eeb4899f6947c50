import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test (feature folders). The SQL suite has
// its own config in supabase/ because it needs a PostgreSQL server.
export default defineConfig({
  test: {
    include: [
      '{shell,remotes/*,packages/*}/src/**/*.test.{ts,tsx}',
      'packages/config/*.test.ts',
      'supabase/contract/**/*.test.ts',
      'bench/**/*.test.mjs',
      'scripts/**/*.test.mjs',
      'e2e/support/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
  },
});
