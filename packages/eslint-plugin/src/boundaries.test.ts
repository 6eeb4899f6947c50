import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { createBoundariesPlugin, featureOf, partOf, violation } from './boundaries.js';

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
    expect(lint(at('e2e/deploy/site.ts'), "import { x } from '../support/registry'; import { serveAll } from '@naturverse/serving/site';")).toEqual([]);
  });

  it('allows imports within a part and of packages by name', () => {
    expect(lint(at('remotes/zones/src/a.ts'), "import { Button } from '@naturverse/ui'; import y from './y';")).toEqual([]);
    expect(lint(at('shell/src/a.ts'), "import { on } from '@naturverse/platform';")).toEqual([]);
    expect(violation('e2e', 'remotes/zones', true)).toBeNull();
  });
});

describe('naturverse/features', () => {
  const features = (file: string, code: string) => lint(at(file), code, 'features');

  it('knows which hub and feature a file is in', () => {
    expect(featureOf(at('remotes/naturbank/src/features/bank/useBank.ts'), root)).toEqual({ hub: 'naturbank', feature: 'bank' });
    expect(featureOf(at('remotes/naturbank/src/lib/format.ts'), root)).toBeNull();
    expect(featureOf(at('shell/src/features/x/a.ts'), root)).toBeNull();
  });

  it('rejects a feature importing another feature of its hub: static, re-export, CSS, dynamic, the folder itself', () => {
    const why = 'feature "ledger" must not import feature "bank" (remotes/naturbank): move what they share to src/lib/ or src/components/';
    const ledger = 'remotes/naturbank/src/features/ledger/TokenPage.tsx';
    expect(features(ledger, "import { formatDate } from '../bank/bank-rules';")).toEqual([why]);
    expect(features(ledger, "export { DemoNotice } from '../bank/DemoNotice';")).toEqual([why]);
    expect(features(ledger, "import '../bank/bank.css';")).toEqual([why]);
    expect(features(ledger, "const m = import('../bank/useBank');")).toEqual([why]);
    expect(features(ledger, "import * as bank from '../bank';")).toEqual([why]);
    expect(features('remotes/zones/src/features/arcade/deep/x.ts', "import { y } from '../../music/y';")).toEqual([
      'feature "arcade" must not import feature "music" (remotes/zones): move what they share to src/lib/ or src/components/',
    ]);
  });

  it('covers a hub no list names yet (what `pnpm run new-hub` makes)', () => {
    expect(features('remotes/birds/src/features/nests/a.ts', "import { b } from '../songs/b';")).toEqual([
      'feature "nests" must not import feature "songs" (remotes/birds): move what they share to src/lib/ or src/components/',
    ]);
  });

  it('allows the same feature, the hub lib/ and components/, routes.tsx putting features together, and packages', () => {
    const bank = 'remotes/naturbank/src/features/bank/WalletPage.tsx';
    expect(features(bank, "import { useBank } from './useBank'; import { formatDate } from '../../lib/format';")).toEqual([]);
    expect(features(bank, "import { DemoNotice } from '../../components/DemoNotice'; import { Page } from '@naturverse/ui';")).toEqual([]);
    expect(
      features('remotes/naturbank/src/routes.tsx', "import { BankPage } from './features/bank/BankPage'; const t = import('./features/ledger/TokenPage');"),
    ).toEqual([]);
  });
});
