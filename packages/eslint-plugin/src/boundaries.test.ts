import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { createBoundariesPlugin, partOf, violation } from './boundaries.js';

// the linter only matches files under its cwd, so the fake tree lives there
const root = process.cwd();
const at = (rel: string) => `${root}/${rel}`;
// the hubs the registry names (the repo's eslint.config.js passes REMOTES)
const hubs = ['zones', 'marketplace', 'naturversity', 'naturbank', 'passport', 'navatar'];

function lint(file: string, code: string, rule = 'boundaries'): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { sourceType: 'module', ecmaVersion: 2022 },
        plugins: { naturverse: createBoundariesPlugin(root, { hubs }) },
        rules: { [`naturverse/${rule}`]: 'error' },
      },
    ],
    file,
  );
  return messages.map((m) => m.message);
}

describe('naturverse/boundaries', () => {
  it('knows which part a file is in', () => {
    expect(partOf(at('remotes/zones/src/a.ts'), root)).toBe('remotes/zones');
    expect(partOf(at('packages/ui/src/a.ts'), root)).toBe('packages/ui');
    expect(partOf(at('shell/src/a.ts'), root)).toBe('shell');
  });

  it('rejects remote → remote, by name and by relative path', () => {
    expect(lint(at('remotes/zones/src/a.ts'), "import x from '@naturverse/marketplace';")).toEqual([
      'a remote (remotes/zones) must not import another remote (remotes/marketplace)',
    ]);
    expect(lint(at('remotes/zones/src/a.ts'), "import x from '../../marketplace/src/cart';")).toEqual([
      'a remote (remotes/zones) must not import another remote (remotes/marketplace)',
    ]);
  });

  it('rejects remote → shell and package → app', () => {
    expect(lint(at('remotes/zones/src/a.ts'), "import x from '../../../shell/src/app/App';")).toEqual(['a remote (remotes/zones) must not import the shell']);
    expect(lint(at('packages/ui/src/a.ts'), "import x from '@naturverse/zones';")).toEqual(['a package (packages/ui) must not import an app (remotes/zones)']);
    expect(lint(at('packages/ui/src/a.ts'), "export * from '../../../shell/src/x';")).toEqual(['a package (packages/ui) must not import an app (shell)']);
  });

  it('rejects reaching into a package by relative path', () => {
    expect(lint(at('shell/src/a.ts'), "import { x } from '../../packages/platform/src/stamps/stamps';")).toEqual([
      'import packages/platform by its package name, not by a relative path',
    ]);
  });

  it('rejects the tools (scripts, e2e, bench) importing each other, by relative path or by name', () => {
    const why = (from: string, to: string) =>
      `${from}/ must not import ${to}/: the tools depend on packages, not on each other (move what both need into the package that owns it)`;
    expect(lint(at('e2e/deploy/site.ts'), "import { ROOT } from '../../scripts/lib/parts.mjs';")).toEqual([why('e2e', 'scripts')]);
    expect(lint(at('scripts/deploy/checks.ts'), "import { checkBudgets } from '../../bench/lib/budgets.mjs';")).toEqual([why('scripts', 'bench')]);
    expect(lint(at('scripts/e2e.ts'), "export { hubGrep } from '../e2e/support/tags.mjs';")).toEqual([why('scripts', 'e2e')]);
    expect(lint(at('bench/run.ts'), "const s = import('../scripts/lib/static-server.mjs');")).toEqual([why('bench', 'scripts')]);
    expect(lint(at('scripts/x.ts'), "import '@naturverse/bench';")).toEqual([why('scripts', 'bench')]);
    // within a tool, and packages by name: allowed
    expect(lint(at('e2e/deploy/site.ts'), "import { x } from '../support/registry'; import { serveAll } from '@naturverse/site/serve';")).toEqual([]);
  });

  it('allows imports within a part and of packages by name', () => {
    expect(lint(at('remotes/zones/src/a.ts'), "import { Button } from '@naturverse/ui'; import y from './y';")).toEqual([]);
    expect(lint(at('shell/src/a.ts'), "import { on } from '@naturverse/platform';")).toEqual([]);
    expect(violation('e2e', 'remotes/zones', true)).toBeNull();
  });
});
