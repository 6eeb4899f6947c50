// The docs' link checker (`npm run lint`): what it reads as a reference, and that a dead link or
// file path on a page is reported while live ones are not (a small repository in a temp folder).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadReferences, namesAFile, repoFiles } from './check-doc-links.mjs';
import { backtickedPaths, relativeLinks } from './lib/doc-links.mjs';

describe('what a page references', () => {
  it('relative links without their anchor; not web links, mail, anchors or links inside code', () => {
    const md = '[a](../docs/qa.md#tags) [b](https://example.org/x.md) [c](mailto:a@b.c) [d](#top) ![e](images/flow.svg) `[f](nope.md)`';
    expect(relativeLinks(md)).toEqual(['../docs/qa.md', 'images/flow.svg']);
  });

  it('backticked file paths; not commands, globs, site URLs, package specifiers, build output or code blocks', () => {
    const md = [
      'See `shell/src/app/App.tsx`, `lib/run.mjs:12`, `./styles.css`, `pnpm run lint`, `remotes/*/src/routes.tsx`,',
      '`/remotes.json`, `@naturverse/ui/src/index.ts`, `remotes/zones/dist/mf-manifest.json`, `src/features/`.',
      '```sh',
      'node scripts/gone.mjs `scripts/gone.mjs`',
      '```',
    ].join('\n');
    expect(backtickedPaths(md)).toEqual(['shell/src/app/App.tsx', 'lib/run.mjs']);
  });
});

describe('dead references', () => {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'docs'), { recursive: true });
  mkdirSync(join(root, 'remotes/zones/src/features/arcade'), { recursive: true });
  writeFileSync(join(root, 'remotes/zones/src/features/arcade/bubble.ts'), '');
  writeFileSync(join(root, '.gitignore'), 'results.json\n');
  writeFileSync(join(root, 'docs/qa.md'), '# QA\n');
  writeFileSync(
    join(root, 'docs/guide.md'),
    [
      '[QA](qa.md#tags) and [gone](ops.md).',
      'Code: `remotes/zones/src/features/arcade/bubble.ts`, `arcade/bubble.ts`,',
      '`arcade/popper.ts`, `bench/results.json`.',
    ].join('\n'),
  );
  execFileSync('git', ['init', '-q'], { cwd: root });

  it('names each dead link and file path with its line, and nothing that exists, that a run writes', () => {
    expect(deadReferences('docs/guide.md', root, repoFiles(root))).toEqual([
      { line: 1, what: 'link ops.md' },
      { line: 3, what: 'file `arcade/popper.ts`' },
    ]);
  });
});

describe('a path beside the repository', () => {
  it('is not checked (the product spec lives in ../shared, which a clean clone does not have)', () => {
    const root = mkdtempSync(join(tmpdir(), 'doc-links-beside-'));
    try {
      expect(namesAFile('../shared/spec/product-spec.md', { here: join(root, 'docs'), root, files: [] })).toBe(true);
      expect(namesAFile('shared/spec/product-spec.md', { here: join(root, 'docs'), root, files: [] })).toBe(false);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
