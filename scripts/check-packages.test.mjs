// The package check can fail: each tool refuses the mistake it is there for (publint: `exports`
// naming a file the package does not ship; attw: declarations Node's ESM resolution cannot
// follow, an extensionless relative import), the well-formed package passes, and a stylesheet
// entry is left to publint (TypeScript does not resolve CSS as a module).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPackage, publishablePackages, stylesheetEntries } from './check-packages.mjs';

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
  if (broken !== 'missing-types') writeFileSync(join(dir, 'dist/index.d.ts'), `export * from './answer${broken === 'extensionless' ? '' : '.js'}';\n`);
  return { dir, manifest };
}

describe('check:packages (publint + attw on the packed tarball)', () => {
  // three packs and six tool runs: about 15 s on a quiet machine, a minute and more on a busy one
  it('passes a well-formed package and names the tool that refuses each mistake', { timeout: 240_000 }, async () => {
    const out = mkdtempSync(join(work, 'out-'));
    expect(await checkPackage(fixture('well-formed'), out, quiet)).toEqual([]);
    expect(await checkPackage(fixture('missing-types', 'missing-types'), out, quiet)).toContain('publint');
    expect(await checkPackage(fixture('extensionless', 'extensionless'), out, quiet)).toEqual(['attw']);
  });

  it('leaves stylesheet entries out of the types check', () => {
    expect(stylesheetEntries({ exports: { '.': { default: './dist/index.js' }, './styles.css': './dist/styles/ui.css' } })).toEqual(['./styles.css']);
    expect(stylesheetEntries({})).toEqual([]);
  });

  it('publishes ui, auth, platform and the cli, and keeps the build config private', () => {
    expect(
      publishablePackages()
        .map((p) => p.manifest.name)
        .sort(),
    ).toEqual(['@naturverse/auth', '@naturverse/cli', '@naturverse/platform', '@naturverse/ui']);
  });
});
