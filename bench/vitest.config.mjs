import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The bench's own unit tests (plain .mjs beside the scripts), node environment.
// Root is this folder, so it works from the repo root (--config bench/vitest.config.mjs) too.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['*.test.mjs', 'lib/**/*.test.mjs'],
    environment: 'node',
  },
});
