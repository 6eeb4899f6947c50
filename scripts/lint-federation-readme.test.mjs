// shell/src/federation/README.md's two import rules, kept by the root lint config
// (eslint.config.js, `npm run lint`): loading/runtime.ts is never imported statically (it is the
// lazy Module Federation chunk), and the rooms have no barrels (no index file, no re-exports).
// Linted through ESLint's API with the real config, as if each snippet were the file named.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './lib/run.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-syntax messages for `code` as if it were the file `file`. */
async function restricted(code, file) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const RUNTIME = expect.stringContaining('Never import loading/runtime.ts statically');
const BARREL = expect.stringContaining('No barrels in shell/src/federation');

describe('lint: shell/src/federation/README.md', () => {
  // the first lint loads the config and its plugins (seconds; far longer on a busy machine)
  beforeAll(() => restricted('', 'shell/src/app/probe.ts'), 120_000);

  it('a static import or re-export of loading/runtime.ts is refused, from the room and from the rest of the shell', { timeout: 60_000 }, async () => {
    expect(await restricted("import { federation } from './runtime';", 'shell/src/federation/loading/probe.ts')).toEqual([RUNTIME]);
    expect(await restricted("import { start } from '../runtime.ts';", 'shell/src/federation/loading/plugins/probe.ts')).toEqual([RUNTIME]);
    expect(await restricted("import '../federation/loading/runtime';", 'shell/src/app/probe.ts')).toEqual([RUNTIME]);
    expect(await restricted("export { pageShares } from '../../federation/loading/runtime';", 'shell/src/pages/status/probe.ts')).toEqual([RUNTIME]);
  });

  it('the dynamic import and a type-only import of the runtime are allowed', { timeout: 60_000 }, async () => {
    const code = "import type { Runtime } from './runtime';\nexport const chunk = () => import('./runtime');";
    expect(await restricted(code, 'shell/src/federation/loading/probe.ts')).toEqual([]);
  });

  it('a room has no index file and nothing re-exports a module whole', { timeout: 60_000 }, async () => {
    expect(await restricted('export const registry = 1;', 'shell/src/federation/registry/index.ts')).toEqual([
      expect.stringContaining("this room's index file is one"),
    ]);
    expect(await restricted("export * from './remotes';", 'shell/src/federation/loading/probe.ts')).toEqual([BARREL]);
    expect(await restricted("export * as skew from '../skew/skew-rule';", 'shell/src/federation/hub-route/probe.ts')).toEqual([BARREL]);
  });

  it('a room module that imports what it uses and hands on a named piece passes', { timeout: 60_000 }, async () => {
    const code = "import { loadHub } from './remotes';\nexport { pageShares } from '../sharing/share-scope';\nexport const load = loadHub;";
    expect(await restricted(code, 'shell/src/federation/loading/probe.ts')).toEqual([]);
  });
});
