// The features and rooms rules of the root lint config (eslint.config.js, `npm run lint`),
// configured with eslint-plugin-boundaries: a hub's features never import each other, and the
// rooms of shell/src/federation import each other only as its README lists. Linted through
// ESLint's API with the real config, as if each snippet were the file named; the imports name
// real modules of the repository, since the plugin classifies the file an import resolves to.
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOM_IMPORTS } from '../eslint.config.js';
import { ROOT } from './lib/run.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The boundaries messages for `code` as if it were the file `file`. */
async function boundaries(code, file) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

describe('lint: a hub’s features apart', () => {
  // the first lint loads the config and its plugins (seconds; far longer on a busy machine)
  beforeAll(() => boundaries('', 'remotes/zones/src/lib/probe.ts'), 120_000);

  it('a feature importing another feature of its hub is refused: static, re-export, lazy, deep in a folder', { timeout: 60_000 }, async () => {
    const why = 'feature "ledger" must not import feature "bank" (remotes/naturbank): move what they share to src/lib/ or src/components/';
    const ledger = 'remotes/naturbank/src/features/ledger/Probe.tsx';
    expect(await boundaries("import { canSpend } from '../bank/bank-rules';", ledger)).toEqual([why]);
    expect(await boundaries("export { BankNav } from '../bank/BankNav';", ledger)).toEqual([why]);
    expect(await boundaries("export const load = () => import('../bank/useBank');", ledger)).toEqual([why]);
    expect(await boundaries("import { DRUMS } from '../../music/drums';", 'remotes/zones/src/features/arcade/deep/probe.ts')).toEqual([
      'feature "arcade" must not import feature "music" (remotes/zones): move what they share to src/lib/ or src/components/',
    ]);
  });

  it('the same feature, the hub’s lib/ and components/, routes.tsx and packages are allowed', { timeout: 60_000 }, async () => {
    const bank = 'remotes/naturbank/src/features/bank/Probe.tsx';
    expect(await boundaries("import { useBank } from './useBank';\nimport { Page } from '@naturverse/ui';", bank)).toEqual([]);
    expect(
      await boundaries(
        "import { PlayableList } from '../../components/PlayableList';\nimport { withParams } from '../../lib/search-params';",
        'remotes/zones/src/features/stories/Probe.tsx',
      ),
    ).toEqual([]);
    expect(
      await boundaries(
        "import { BankPage } from './features/bank/BankPage';\nconst t = () => import('./features/ledger/TokenPage');",
        'remotes/naturbank/src/routes.tsx',
      ),
    ).toEqual([]);
  });
});

describe('lint: the rooms of shell/src/federation', () => {
  const fed = (rel) => `shell/src/federation/${rel}`;

  it('an import the README does not list is refused, naming the room and the module; lazy and re-export too', { timeout: 60_000 }, async () => {
    expect(await boundaries("import { federation } from '../loading/remotes';", fed('registry/probe.ts'))).toEqual([
      expect.stringContaining('federation room "registry" must not import loading/remotes.ts'),
    ]);
    expect(await boundaries("export const s = () => import('../skew/skew-plugin');", fed('overrides/probe.ts'))).toHaveLength(1);
    expect(await boundaries("export { parseRegistry } from '../registry/registry';", fed('timeouts/probe.ts'))).toHaveLength(1);
    expect(await boundaries("import { overrides } from '../overrides/overrides';", fed('canary/probe.ts'))).toHaveLength(1);
  });

  it('what the README lists, the room’s own modules and any room’s types.ts are allowed', { timeout: 60_000 }, async () => {
    expect(
      await boundaries("import { loadHub } from '../loading/remotes';\nimport { SkewError } from '../skew/skew-error';", fed('hub-route/probe.tsx')),
    ).toEqual([]);
    expect(await boundaries("import { HUB_TIMEOUTS } from '../../timeouts/hub-timeouts';", fed('loading/plugins/probe.ts'))).toEqual([]);
    expect(await boundaries("import { stored } from '../overrides/override-state';", fed('canary/probe.ts'))).toEqual([]);
    expect(await boundaries("import type { Hub } from '../registry/types';", fed('timeouts/probe.ts'))).toEqual([]);
  });

  it('a single module has more than its room only where MODULE_IMPORTS says (the runtime chunk)', { timeout: 60_000 }, async () => {
    expect(await boundaries("import { shareCopies } from '../sharing/share-scope';", fed('loading/runtime.ts'))).toEqual([]);
    expect(await boundaries("import { shareCopies } from '../sharing/share-scope';", fed('loading/remotes.ts'))).toHaveLength(1);
  });

  it('a room the README does not name may import no other room', { timeout: 60_000 }, async () => {
    expect(await boundaries("import { parseRegistry } from '../registry/registry';", fed('stray/probe.ts'))).toHaveLength(1);
  });

  it('ROOM_IMPORTS lists the rooms the README describes, no more and no fewer', () => {
    const readme = readFileSync(join(ROOT, 'shell/src/federation/README.md'), 'utf8');
    const described = [...readme.matchAll(/^## ([a-z-]+)\/$/gm)].map((m) => m[1]).sort();
    expect(Object.keys(ROOM_IMPORTS).sort()).toEqual(described);
  });
});

describe('lint: the shell’s folders import downward only', () => {
  const shell = (rel) => `shell/src/${rel}`;
  const upward = (from, to) => expect.stringContaining(`shell/src/${from} must not import shell/src/${to}:`);

  it('an import of a folder above is refused: from the rooms, the reporter, the layout, lib/ and marks/', { timeout: 120_000 }, async () => {
    expect(await boundaries("import { checkAll } from '../../pages/status/health';", shell('federation/loading/probe.ts'))).toEqual([
      upward('loading', 'pages'),
    ]);
    expect(await boundaries("import { RENDER_ERROR_MARK } from '../../reports/start-reporting';", shell('federation/hub-route/probe.ts'))).toEqual([
      upward('hub-route', 'reports'),
    ]);
    expect(await boundaries("import { checkAll } from '../pages/status/health';", shell('reports/probe.ts'))).toEqual([upward('reports', 'pages')]);
    expect(await boundaries("export const p = () => import('../prerender/page-html');", shell('layout/probe.ts'))).toEqual([upward('layout', 'prerender')]);
    expect(await boundaries("import { parseRegistry } from '../federation/registry/registry';", shell('lib/probe.ts'))).toEqual([upward('lib', 'registry')]);
    expect(await boundaries("export { RENDER_ERROR_MARK } from '../layout/Layout';", shell('marks/probe.ts'))).toEqual([upward('marks', 'layout')]);
  });

  it('a folder beside it is refused too', { timeout: 60_000 }, async () => {
    expect(await boundaries("import { subscribeToUpdate } from '../sw/update-state';", shell('reports/probe.ts'))).toEqual([upward('reports', 'sw')]);
  });

  it('downward imports are allowed: the moved hub loads, failure kinds, marks and prerender flag', { timeout: 60_000 }, async () => {
    expect(await boundaries("import { NOT_LOADED } from '../../federation/loading/hub-loads';", shell('pages/status/probe.ts'))).toEqual([]);
    expect(
      await boundaries(
        "import { failureKind } from '../federation/loading/failure-kind';\nimport { REPORTING_MARK } from '../marks/reporter-marks';",
        shell('reports/probe.ts'),
      ),
    ).toEqual([]);
    expect(await boundaries("import { markStarted } from '../lib/prerendered-page';", shell('layout/probe.ts'))).toEqual([]);
    expect(await boundaries("import { RENDER_ERROR_MARK } from '../../marks/marks';", shell('federation/hub-route/probe.ts'))).toEqual([]);
    expect(await boundaries("import { App } from '../app/App';", shell('prerender/probe.tsx'))).toEqual([]);
  });
});
