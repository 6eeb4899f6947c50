// The package check can fail: each tool refuses the mistake it is there for (publint: `exports`
// naming a file the package does not ship; attw: declarations Node's ESM resolution cannot
// follow, an extensionless relative import), the well-formed package passes, and a stylesheet
// entry is left to publint (TypeScript does not resolve CSS as a module); a package that names a
// path outside itself, or a README that leaves an export out, is refused.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPackage, exportsNotInReadme, pathsOutside, publishablePackages, stylesheetEntries } from './check-packages.mjs';

const work = mkdtempSync(join(tmpdir(), 'naturverse-check-packages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs quietly, resolving with the exit code (the checks' output is for `npm test`'s log). */
const quiet = (cmd, args, { cwd }) => new Promise((resolve) => execFile(cmd, args, { cwd }, (error) => resolve({ code: error ? (error.code ?? 1) : 0 })));

/**
 * An ES module package in its own folder: an index re-exporting `answer`. `broken` makes the one
 * mistake: 'missing-types' leaves index.d.ts out, 'extensionless' writes its re-export as './answer'.
 */
function fixture(name, broken) {
  const dir = join(work, name);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  const manifest = {
    name: `@naturverse-fixture/${name}`,
    version: '1.0.0',
    type: 'module',
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' }, './package.json': './package.json' },
    files: ['dist'],
  };
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(join(dir, 'dist/answer.js'), 'export const answer = 42;\n');
  writeFileSync(join(dir, 'dist/answer.d.ts'), 'export declare const answer: number;\n');
  writeFileSync(join(dir, 'dist/index.js'), "export * from './answer.js';\n");
  // a planted climb out of the package: the repository's registry, read by a path from dist/
  if (broken === 'climbs') writeFileSync(join(dir, 'dist/answer.js'), "export const answer = new URL('../../../registry/local.json', import.meta.url);\n");
  if (broken !== 'missing-types') writeFileSync(join(dir, 'dist/index.d.ts'), `export * from './answer${broken === 'extensionless' ? '' : '.js'}';\n`);
  return { dir, manifest };
}

describe('check:packages (publint + attw on the packed tarball)', () => {
  // four packs and eight tool runs: about 20 s on a quiet machine, minutes on a busy one
  it('passes a well-formed package and names the tool that refuses each mistake', { timeout: 360_000 }, async () => {
    const out = mkdtempSync(join(work, 'out-'));
    expect(await checkPackage(fixture('well-formed'), out, quiet)).toEqual([]);
    expect(await checkPackage(fixture('missing-types', 'missing-types'), out, quiet)).toContain('publint');
    expect(await checkPackage(fixture('extensionless', 'extensionless'), out, quiet)).toEqual(['attw']);
    expect(await checkPackage(fixture('climbs', 'climbs'), out, quiet)).toEqual(['paths outside the package']);
  });

  it('refuses a path out of the package: climbing above its root, the checkout, a repository folder it does not hold', () => {
    const file = (path, text) => ({ path, text });
    expect(pathsOutside([file('dist/registry.js', "const DIR = new URL('../../../registry/', import.meta.url);")])).toEqual([
      'dist/registry.js: "../../../registry/" climbs out of the package',
    ]);
    expect(pathsOutside([file('dist/reports.js', "const ROOT = fileURLToPath(new URL('../../..', import.meta.url));")])).toHaveLength(1);
    expect(pathsOutside([file('dist/a.js', "import x from '/work/checkout/remotes/zones/src/x.js';")], '/work/checkout')).toEqual([
      "dist/a.js: names the checkout's own folder (/work/checkout)",
    ]);
    expect(pathsOutside([file('dist/serve.js', "const dir = join(ROOT, 'remotes/zones/dist');")])).toEqual([
      'dist/serve.js: names the repository folder "remotes/"',
    ]);
    // a layout of the package's own that shares a repository folder's name is allowed only when declared
    const deployRoot = [file('dist/layout.js', "export const LIVE_SHELL = 'shell/live.json';")];
    expect(pathsOutside(deployRoot)).toEqual(['dist/layout.js: names the repository folder "shell/"']);
    expect(pathsOutside(deployRoot, undefined, ['shell'])).toEqual([]);
    // inside the package: its own files, one folder up from dist/, a folder the tarball holds; prose is not code
    const inside = [
      file('dist/a.js', "const v = new URL('../dist/versions.json', import.meta.url); const s = new URL('../shell/', import.meta.url);"),
      file('dist/lib/b.js', "import { a } from '../a.js'; const up = '../../package.json';"),
      file('dist/c.js', "const shipped = 'shell/index.html';"),
      file('shell/index.html', '<!doctype html>'),
      file('README.md', 'Built in the platform repository beside `../../registry/` and `remotes/`.'),
    ];
    expect(pathsOutside(inside)).toEqual([]);
  });

  it('refuses a README that does not name every exports entry', () => {
    const manifest = {
      name: '@naturverse/kit',
      exports: { '.': './dist/index.js', './tags': './dist/tags.js', './playwright': './dist/p.js', './package.json': './package.json' },
    };
    expect(exportsNotInReadme(manifest, '| `@naturverse/kit/playwright` | the kit |')).toEqual(['./tags']);
    expect(exportsNotInReadme(manifest, '`@naturverse/kit/playwright`, and `./tags`')).toEqual([]);
  });

  it('leaves stylesheet entries out of the types check', () => {
    expect(stylesheetEntries({ exports: { '.': { default: './dist/index.js' }, './styles.css': './dist/styles/ui.css' } })).toEqual(['./styles.css']);
    expect(stylesheetEntries({})).toEqual([]);
  });

  it('publishes every package a hub team installs, and keeps only the lint plugin and the repository’s own package private', () => {
    const packages = publishablePackages().map((p) => p.manifest.name);
    for (const name of ['ui', 'auth', 'platform', 'cli', 'build-preset', 'contracts', 'serving', 'budgets', 'tsconfig', 'testing', 'create-hub'])
      expect(packages).toContain(`@naturverse/${name}`);
    // the lint plugin encodes this repository's folders (remotes/, shell/src/federation rooms): nothing for a team outside
    const all = readdirSync(fileURLToPath(new URL('../packages/', import.meta.url)), { withFileTypes: true }).filter((entry) => entry.isDirectory());
    // @naturverse/site is this repository's registry, ports, tags and servers: never published
    expect(all.length - packages.length).toBe(2);
    expect(packages).not.toContain('@naturverse/eslint-plugin');
    expect(packages).not.toContain('@naturverse/site');
  });
});
