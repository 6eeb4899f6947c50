import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test (feature folders). The SQL suite has
// its own config in supabase/ because it needs a PostgreSQL server.
export default defineConfig({
  test: {
    include: [
      '{shell,remotes/*,packages/*}/src/**/*.test.{ts,tsx}',
      // the shell's build steps (shell/build: its icon sprites)
      'shell/build/**/*.test.ts',
      // a package's tests of Node tooling moved from scripts/ as they were (plain JS, the module's .ts imported by its name)
      'packages/*/src/**/*.test.mjs',
      'supabase/contract/**/*.test.ts',
      'bench/**/*.test.mjs',
      'scripts/**/*.test.mjs',
      'e2e/support/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
    // Vitest's run-mode default is one worker per core less one, a single forked process
    // on a 2-core machine. Measured on the 156 files here (quiet, 2 cores): 122 s that way, 84 s
    // with two forks, 69 s with two threads, 80 s with three threads. The files spend much of their
    // time waiting on child processes and servers (new-hub builds a hub), so every core gets one.
    pool: 'threads',
    maxWorkers: availableParallelism(),
  },
});
