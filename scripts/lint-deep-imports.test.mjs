// The root lint config (eslint.config.js, `npm run lint`) refuses deep imports into the published
// @naturverse packages from every part of the repository: only what a package's `exports` name
// is importable, as for a team outside it. Linted through ESLint's API with the real config.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/run.mjs';

const eslint = new ESLint({ cwd: ROOT });
const PARTS = ['shell/src/app/probe.ts', 'remotes/zones/src/lib/probe.ts', 'e2e/support/probe.ts', 'bench/lib/probe.mjs', 'scripts/lib/probe.mjs'];

/** The no-restricted-imports messages for `code` as if it were the file `file`. */
async function restricted(code, file) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint: the @naturverse packages only through their exports', () => {
  // the first lint loads the config and its plugins (seconds; far longer on a busy machine)
  beforeAll(() => restricted('', 'shell/src/app/probe.ts'), 120_000);

  it.each(PARTS)('%s: a path inside a package (src/, dist/, an unexported file) is refused, naming what is importable', { timeout: 60_000 }, async (file) => {
    expect(await restricted("export { Button } from '@naturverse/ui/src/components/Button';", file)).toEqual([
      expect.stringContaining('Import @naturverse/ui only through its exports: @naturverse/ui, @naturverse/ui/styles.css, @naturverse/ui/lazy-page'),
    ]);
    expect(await restricted("export * from '@naturverse/platform/dist/index.js';", file)).toHaveLength(1);
    expect(await restricted("export { getSupabaseClient } from '@naturverse/auth/client';", file)).toHaveLength(1);
    expect(await restricted("export * from '@naturverse/ui/lazy-page/lazy-page';", file)).toHaveLength(1);
  });

  it('every exported entry is allowed', { timeout: 60_000 }, async () => {
    const code = [
      "export { Button } from '@naturverse/ui';",
      "import '@naturverse/ui/styles.css';",
      "export { lazyPage } from '@naturverse/ui/lazy-page';",
      "export { HubVersion } from '@naturverse/ui/hub-version';",
      "export { useAuth } from '@naturverse/auth';",
      "export { emit } from '@naturverse/platform';",
      "export { STORAGE_KEYS } from '@naturverse/platform/storage-keys';",
      "export { MemoryStorage } from '@naturverse/platform/testing';",
      "export { version } from '@naturverse/platform/package.json';",
    ].join('\n');
    expect(await restricted(code, 'remotes/zones/src/lib/probe.ts')).toEqual([]);
  });
});
