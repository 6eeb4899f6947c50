import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { StarterError, builtVersions, createHub, nameProblem, titleOf, withVersions } from './create-hub.js';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));
const TEMPLATE_MANIFEST = JSON.parse(readFileSync(new URL('../templates/hub/package.json', import.meta.url), 'utf8')) as Record<string, Record<string, string>>;
const TEMPLATE_DEPS = [...Object.keys(TEMPLATE_MANIFEST.dependencies!), ...Object.keys(TEMPLATE_MANIFEST.devDependencies!)];
const work = mkdtempSync(join(tmpdir(), 'naturverse-create-hub-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A fresh empty folder to run the starter in. */
const folder = (name: string) => {
  const dir = join(work, name);
  mkdirSync(dir);
  return dir;
};
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
/** Every dependency at a version of its own: what a starter built in the merged workspace holds. */
const VERSIONS = Object.fromEntries(TEMPLATE_DEPS.map((name, i) => [name, `^1.${i}.0`]));

describe('the starter writes a standalone hub repository', () => {
  const parent = folder('one');
  const hub = createHub({ name: 'bird-watch', parent, versions: VERSIONS });
  const read = (path: string) => readFileSync(join(hub.dir, path), 'utf8');

  it('with every file a team needs, named for the hub', () => {
    expect(hub).toMatchObject({ dir: join(parent, 'bird-watch'), name: 'bird-watch', title: 'Bird Watch' });
    expect(filesIn(hub.dir)).toEqual([
      '.github/workflows/ci.yml',
      '.gitignore',
      'README.md',
      'e2e/smoke.spec.ts',
      'package.json',
      'playwright.config.ts',
      'rsbuild.config.ts',
      'src/bootstrap.tsx',
      'src/features/bird-watch/BirdWatchAboutPage.tsx',
      'src/features/bird-watch/BirdWatchPage.tsx',
      'src/features/bird-watch/welcome.test.ts',
      'src/features/bird-watch/welcome.ts',
      'src/routes.tsx',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    for (const file of filesIn(hub.dir)) expect(read(file), file).not.toMatch(/__(name|title|Component)__/);
    expect(read('rsbuild.config.ts')).toContain("defineRemoteConfig({ name: 'bird-watch', title: 'Bird Watch',");
    expect(read('src/routes.tsx')).toContain('<Route path="/bird-watch" element={<BirdWatchPage />} />');
    // the next screen ready: the second page loads on demand, fetched ahead of the tap
    expect(read('src/routes.tsx')).toContain("const LAZY_PAGES: PagesByRoute = [['/bird-watch/about', AboutRoute]];");
    expect(read('src/routes.tsx')).toContain('usePreloadNextPages(LAZY_PAGES);');
    expect(read('src/features/bird-watch/BirdWatchPage.tsx')).toContain('<Page title="Bird Watch"');
    expect(read('e2e/smoke.spec.ts')).toContain("await page.goto('/bird-watch');");
    expect(read('tsconfig.json')).toContain('"extends": "@naturverse/tsconfig/tsconfig.base.json"');
  });

  it('whose package.json depends on every package by version (never workspace: or file:) and runs all its checks in ci', () => {
    const manifest = JSON.parse(read('package.json'));
    expect(manifest.name).toBe('bird-watch');
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).toEqual(VERSIONS);
    expect(read('package.json')).not.toMatch(/workspace:|file:|link:/);
    expect(manifest.scripts).toMatchObject({
      dev: 'naturverse dev',
      test: 'vitest run',
      ci: 'npm run typecheck && npm test && npm run build && npm run test:e2e',
    });
    expect(read('.github/workflows/ci.yml')).toContain('npm run ci');
  });
});

describe('the versions the starter was built with', () => {
  it("are this workspace's: each @naturverse package at ^its version, the tools at the catalog's ranges", () => {
    const versions = builtVersions();
    const workspace = new Map(
      readdirSync(PACKAGES)
        .filter((dir) => existsSync(join(PACKAGES, dir, 'package.json')))
        .map((dir) => JSON.parse(readFileSync(join(PACKAGES, dir, 'package.json'), 'utf8')) as { name: string; version: string })
        .map((m) => [m.name, m.version]),
    );
    const catalog = readFileSync(join(PACKAGES, '../pnpm-workspace.yaml'), 'utf8');
    for (const name of TEMPLATE_DEPS) {
      if (!name.startsWith('@naturverse/')) expect(catalog, name).toContain(`${name.includes('/') ? `"${name}"` : name}: ${versions[name]}\n`);
      else if (workspace.has(name)) expect(versions[name], name).toBe(`^${workspace.get(name)}`);
      else expect(versions[name], `${name} is not in this workspace`).toBeUndefined();
    }
    expect(JSON.stringify(versions)).not.toMatch(/workspace:|file:|catalog:/);
  });

  it('a dependency without a version is refused, not written as "*"', () => {
    expect(() => withVersions('{"dependencies":{"@naturverse/ui":""}}', {})).toThrow(StarterError);
    expect(() => withVersions('{"dependencies":{"@naturverse/ui":""}}', {})).toThrow('no version for @naturverse/ui');
  });
});

describe('names and refusals', () => {
  it('accepts hub names only', () => {
    // the rule a deploy and the reports share (@naturverse/contracts/hub-identity)
    for (const good of ['birds', 'b', 'my_owls', 'bird-watch', 'a'.repeat(32)]) expect(nameProblem(good), good).toBeNull();
    expect(nameProblem(undefined)).toMatch(/^Name the hub/);
    for (const bad of ['Birds', '1birds', '_birds', '../birds', 'birds/x', 'a'.repeat(33)]) expect(nameProblem(bad), bad).toMatch(/is not a hub name/);
    expect(titleOf('bird-watch')).toBe('Bird Watch');
    expect(titleOf('my_owls')).toBe('My Owls');
  });

  it('refuses a bad name or title, or a folder that exists, writing nothing', () => {
    const parent = folder('refusals');
    expect(() => createHub({ name: 'Birds', parent, versions: VERSIONS })).toThrow(StarterError);
    expect(() => createHub({ name: 'birds', title: "Bird's", parent, versions: VERSIONS })).toThrow(/is not a hub title/);
    expect(readdirSync(parent)).toEqual([]);
    mkdirSync(join(parent, 'birds'));
    expect(() => createHub({ name: 'birds', parent, versions: VERSIONS })).toThrow(/already exists/);
    expect(readdirSync(join(parent, 'birds'))).toEqual([]);
  });

  it('the command: one line and exit 64 for a bad name, a folder that exists or an unknown flag; nothing written', { timeout: 30_000 }, async () => {
    const cwd = folder('cli');
    mkdirSync(join(cwd, 'taken'));
    for (const [args, message] of [
      [['Birds'], /^"Birds" is not a hub name/],
      [[], /^Name the hub/],
      [['taken'], /taken already exists/],
      [['birds', '--colour', 'red'], /^Unknown option --colour/],
    ] as const) {
      const failed = await run(process.execPath, [CLI, ...args], { cwd }).then(
        () => undefined,
        (error: { code: number; stderr: string; stdout: string }) => error,
      );
      expect(failed?.code, args.join(' ')).toBe(64);
      expect(failed?.stderr.trim().split('\n')).toEqual([expect.stringMatching(message)]);
      expect(readdirSync(cwd)).toEqual(['taken']);
    }
  });
});
