import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
// @ts-expect-error plain ESM module without types
import { createBoundariesPlugin, partOf, violation } from './eslint-boundaries.mjs';

// the linter only matches files under its cwd, so the fake tree lives there
const root = process.cwd();
const at = (rel: string) => `${root}/${rel}`;

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { sourceType: 'module', ecmaVersion: 2022 },
        plugins: { naturverse: createBoundariesPlugin(root) },
        rules: { 'naturverse/boundaries': 'error' },
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
    expect(lint(at('remotes/zones/src/a.ts'), "import x from '../../../shell/src/app/App';")).toEqual([
      'a remote (remotes/zones) must not import the shell',
    ]);
    expect(lint(at('packages/ui/src/a.ts'), "import x from '@naturverse/zones';")).toEqual([
      'a package (packages/ui) must not import an app (remotes/zones)',
    ]);
    expect(lint(at('packages/ui/src/a.ts'), "export * from '../../../shell/src/x';")).toEqual([
      'a package (packages/ui) must not import an app (shell)',
    ]);
  });

  it('rejects reaching into a package by relative path', () => {
    expect(lint(at('shell/src/a.ts'), "import { x } from '../../packages/platform/src/stamps/stamps';")).toEqual([
      'import packages/platform by its package name, not by a relative path',
    ]);
  });

  it('allows imports within a part and of packages by name', () => {
    expect(lint(at('remotes/zones/src/a.ts'), "import { Button } from '@naturverse/ui'; import y from './y';")).toEqual([]);
    expect(lint(at('shell/src/a.ts'), "import { on } from '@naturverse/platform';")).toEqual([]);
    expect(violation('e2e', 'remotes/zones', true)).toBeNull();
  });
});
