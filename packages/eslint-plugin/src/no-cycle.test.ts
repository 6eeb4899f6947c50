import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { createBoundariesPlugin } from './boundaries.js';

// A fixture tree on disk (the rule follows imports through files), in a temporary folder so
// the repo's own `npm run lint` never sees its cycles.
const FIXTURE: Record<string, string> = {
  // a type-only edge back: import-x/no-cycle would not see this one (skew ↔ skew-error)
  'src/skew.ts': "export { HubSkewError } from './skew-error';\nexport interface Mismatch { name: string }\n",
  'src/skew-error.ts': "import type { Mismatch } from './skew';\nexport class HubSkewError { m: Mismatch[] = []; }\n",
  // a value cycle through three files, one re-export among them
  'src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
  'src/b.ts': "export { c as b } from './c';\n",
  'src/c.ts': "import { a } from './a';\nexport const c = () => a;\n",
  // a lazy edge back is still a cycle
  'src/routes.ts': "export const page = () => import('./page');\nexport const HOME = '/';\n",
  'src/page.ts': "import { HOME } from './routes';\nexport default HOME;\n",
  // no cycle: a shared module both import (what the fixes do)
  'src/types.ts': 'export interface Shared { id: string }\n',
  'src/left.ts': "import type { Shared } from './types';\nimport { right } from './right';\nexport const left = (s: Shared) => right(s);\n",
  'src/right.ts': "import type { Shared } from './types';\nexport const right = (s: Shared) => s.id;\n",
  // JS with a hand-written declaration beside it: the cycle is followed through the .mjs
  'tools/one.mjs': "import { two } from './two.mjs';\nexport const one = () => two;\n",
  'tools/two.mjs': "import { one } from './one.mjs';\nexport const two = () => one;\n",
  'tools/two.d.mts': 'export declare const two: () => unknown;\n',
};

let root = '';
beforeAll(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'nv-no-cycle-')));
  for (const [rel, text] of Object.entries(FIXTURE)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function lint(rel: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const config: Linter.Config[] = [
    {
      files: ['**/*.{ts,mjs}'],
      languageOptions: { parser: tseslint.parser as Linter.Parser, sourceType: 'module', ecmaVersion: 2022 },
      plugins: { naturverse: createBoundariesPlugin(root) },
      rules: { 'naturverse/no-cycle': 'error' },
    },
  ];
  return linter.verify(FIXTURE[rel] ?? '', config, join(root, rel)).map((m) => m.message);
}

describe('naturverse/no-cycle', () => {
  it('reports a cycle with a type-only edge, from both ends', () => {
    expect(lint('src/skew-error.ts')).toEqual(['import cycle: src/skew-error.ts → src/skew.ts → src/skew-error.ts']);
    expect(lint('src/skew.ts')).toEqual(['import cycle: src/skew.ts → src/skew-error.ts → src/skew.ts']);
  });

  it('reports a longer cycle through a re-export', () => {
    expect(lint('src/a.ts')).toEqual(['import cycle: src/a.ts → src/b.ts → src/c.ts → src/a.ts']);
    expect(lint('src/b.ts')).toEqual(['import cycle: src/b.ts → src/c.ts → src/a.ts → src/b.ts']);
  });

  it('reports a cycle closed by a dynamic import()', () => {
    expect(lint('src/page.ts')).toEqual(['import cycle: src/page.ts → src/routes.ts → src/page.ts']);
  });

  it('follows .mjs files, not the .d.mts that describes one', () => {
    expect(lint('tools/one.mjs')).toEqual(['import cycle: tools/one.mjs → tools/two.mjs → tools/one.mjs']);
  });

  it('stays quiet when two modules share a third instead', () => {
    expect(lint('src/left.ts')).toEqual([]);
    expect(lint('src/right.ts')).toEqual([]);
  });
});

describe('the repo lint config', () => {
  const repo = join(import.meta.dirname, '../../..');
  // every hub, and one `pnpm run new-hub` has not made yet: the rules go by path, not by a list
  const hubs = ['marketplace', 'naturbank', 'naturversity', 'navatar', 'passport', 'zones', 'not-made-yet'];

  // loading the repo's eslint.config.js (the plugin, typescript-eslint, the registry) takes ≈ 2.5 s alone and
  // twice the default 5 s on a 2-core machine under a parallel unit run: a load limit, not a wait
  it('turns no-cycle on for every part and the features rule (eslint-plugin-boundaries) on for every hub, as errors', { timeout: 30_000 }, async () => {
    const eslint = new ESLint({ cwd: repo });
    for (const file of ['shell/src/main.ts', 'packages/platform/src/index.ts', 'scripts/build.mjs', ...hubs.map((h) => `remotes/${h}/src/features/x/y.ts`)]) {
      const { rules } = (await eslint.calculateConfigForFile(join(repo, file))) as { rules: Record<string, unknown[]> };
      expect(rules['naturverse/no-cycle']?.[0], file).toBe(2);
    }
    // the features and rooms policies: scripts/lint-boundaries.test.mjs lints violations with them
    for (const file of hubs.map((h) => `remotes/${h}/src/features/x/y.ts`)) {
      const { rules } = (await eslint.calculateConfigForFile(join(repo, file))) as { rules: Record<string, unknown[]> };
      expect(rules['boundaries/dependencies']?.[0], file).toBe(2);
    }
  });

  it('turns the rooms rule (eslint-plugin-boundaries) on for the federation rooms, as an error', { timeout: 30_000 }, async () => {
    const eslint = new ESLint({ cwd: repo });
    const { rules } = (await eslint.calculateConfigForFile(join(repo, 'shell/src/federation/loading/remotes.ts'))) as { rules: Record<string, unknown[]> };
    expect(rules['boundaries/dependencies']?.[0]).toBe(2);
  });
});
