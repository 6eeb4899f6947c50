import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATABASES, SESSION_KEYS, STORAGE_KEYS } from './storage-keys.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SOURCE_DIRS = ['shell/src', 'shell/boot', 'shell/public', 'packages', 'remotes'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.turbo']);

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|js|mjs|html)$/.test(name)) out.push(path);
  }
  return out;
}

const files = SOURCE_DIRS.flatMap((d) => sourceFiles(join(ROOT, d))).map((path) => ({
  path: relative(ROOT, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

/** A storage key spelled out: 'naturverse.<area>…<name>.v<n>' in quotes. */
const LITERAL_KEY = /['"`](naturverse\.[a-z0-9.-]+\.v\d+)['"`]/g;

/** Where a key may be spelled out, and why. */
const ALLOWED = new Map([
  ['packages/platform/src/storage/storage-keys.ts', 'the registry itself'],
  // a classic script that runs before any module (no imports); it only reads the theme
  ['shell/boot/theme.js', 'reads STORAGE_KEYS.profile before first paint'],
]);

describe('the storage-key registry', () => {
  const all = [...Object.values(STORAGE_KEYS), ...Object.values(SESSION_KEYS), ...Object.values(DATABASES)];

  it('names each key once', () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it('no other source file spells out a storage key (tests may, to pin real stored payloads)', () => {
    const offenders = files
      .filter((f) => !ALLOWED.has(f.path) && !/\.test\.tsx?$/.test(f.path))
      .flatMap((f) => [...f.text.matchAll(LITERAL_KEY)].map((m) => `${f.path}: ${m[1]}`));
    expect(offenders).toEqual([]);
  });

  it('the boot theme script reads the registry’s profile key', () => {
    const theme = files.find((f) => f.path === 'shell/boot/theme.js');
    expect(theme?.text).toContain(`'${STORAGE_KEYS.profile}'`);
  });

  it('every local-storage key is put through the hostile-value table by some test', () => {
    const covered = new Set<string>();
    for (const f of files.filter((x) => x.path.endsWith('.test.ts'))) {
      for (const call of f.text.matchAll(/describeStoredValueFaults\(\{([^}]*)\}\)/g)) {
        for (const name of call[1]!.matchAll(/(\w+):/g)) covered.add(name[1]!);
      }
    }
    expect([...covered].sort()).toEqual(Object.keys(STORAGE_KEYS).sort());
  });
});
