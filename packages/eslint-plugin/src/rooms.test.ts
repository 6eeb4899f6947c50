import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import { ROOM_IMPORTS, roomOf } from './rooms.js';
import { createBoundariesPlugin } from './boundaries.js';

// the linter only matches files under its cwd, so the fake tree lives there
const root = process.cwd();
const fed = (rel: string) => `${root}/shell/src/federation/${rel}`;

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  return linter
    .verify(
      code,
      [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { sourceType: 'module', ecmaVersion: 2022 },
          plugins: { naturverse: createBoundariesPlugin(root) },
          rules: { 'naturverse/rooms': 'error' },
        },
      ],
      file,
    )
    .map((m) => m.message);
}

describe('naturverse/rooms', () => {
  it('knows the room and module of a file', () => {
    expect(roomOf(fed('loading/plugins/timeout-plugin.ts'), root)).toEqual({ room: 'loading', module: 'loading/plugins/timeout-plugin' });
    expect(roomOf(fed('README.md'), root)).toBeNull();
    expect(roomOf(`${root}/shell/src/app/App.tsx`, root)).toBeNull();
  });

  it('rejects an import the README does not list, naming what the room may import', () => {
    expect(lint(fed('registry/registry.ts'), "import { federation } from '../loading/remotes';")).toEqual([
      'federation room "registry" must not import loading/remotes: it may import no other room (and any room\'s types.ts); see shell/src/federation/README.md',
    ]);
    // a lazy import and a re-export count too
    expect(lint(fed('overrides/overrides.ts'), "const s = () => import('../skew/skew-plugin');")).toHaveLength(1);
    expect(lint(fed('timeouts/deadline.ts'), "export * from '../registry/registry';")).toHaveLength(1);
  });

  it('allows what the README lists, its own room, and any room’s types.ts', () => {
    expect(lint(fed('hub-route/RemoteRoute.tsx'), "import { loadHub } from '../loading/remotes'; import { SkewError } from '../skew/skew-error';")).toEqual([]);
    expect(lint(fed('loading/plugins/timeout-plugin.ts'), "import { HUB_TIMEOUTS } from '../../timeouts/hub-timeouts';")).toEqual([]);
    expect(lint(fed('loading/remotes.ts'), "import { x } from './runtime';")).toEqual([]);
    expect(lint(fed('timeouts/deadline.ts'), "import { Hub } from '../registry/types';")).toEqual([]);
  });

  it('gives a single module more than its room only where MODULE_IMPORTS says', () => {
    expect(lint(fed('loading/runtime.ts'), "import { shareCopies } from '../sharing/share-scope';")).toEqual([]);
    expect(lint(fed('loading/remotes.ts'), "import { shareCopies } from '../sharing/share-scope';")).toHaveLength(1);
  });

  it('lists the rooms the README describes, no more and no fewer', () => {
    const readme = readFileSync(new URL('../../../shell/src/federation/README.md', import.meta.url), 'utf8');
    const described = [...readme.matchAll(/^## ([a-z-]+)\/$/gm)].map((m) => m[1]).sort();
    expect(Object.keys(ROOM_IMPORTS).sort()).toEqual(described);
  });

  it('rejects a room the README does not name', () => {
    expect(lint(fed('stray/thing.ts'), "import { x } from '../registry/registry';")).toEqual([
      'shell/src/federation/stray is not a room the README names: add it there and to ROOM_IMPORTS (packages/eslint-plugin/src/rooms.ts)',
    ]);
  });
});
