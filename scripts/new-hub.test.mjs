// The scaffold, for real: in a temporary copy of the repo (the checkout is never touched),
// `new-hub birds` creates a hub; it builds, the shell (rebuilt there with the new registry)
// loads it in Chromium through the generated e2e smoke test, and its unit test and the lint
// boundaries pass. Dependencies are not copied: the copy's node_modules link to the
// checkout's installed packages, and to the copy's own workspace packages.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { browserPort } from '@naturverse/testing/chromium';
import { formatCreated, manifestFor, nameProblem, titleOf, withHubLine } from './new-hub.mjs';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { renderTemplates } from '@naturverse/create-hub';

const run = promisify(execFile);
/** The part names' type the site package's build writes from registry/local.json. */
const GENERATED_NAMES = 'packages/site/src/part-names.generated.ts';
/** The hub names a generated `HubName` union lists, in its order. */
const hubNamesOf = (ts) => [...(ts.match(/^export type HubName = ([^;]+);$/m)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
const REPO = fileURLToPath(new URL('..', import.meta.url));
// two of the e2e suite's spare ports (3050–3069 + its offset; e2e/deploy uses 3060–3066)
const SHELL_PORT = browserPort(3068 + OFFSET);
const HUB_PORT = browserPort(3069 + OFFSET);
/** The workspace packages with a build (tsc to dist/), which `pnpm install` runs: every one, as they import each other. */
const BUILT_PACKAGES = readdirSync(join(REPO, 'packages')).filter(
  (p) => JSON.parse(readFileSync(join(REPO, 'packages', p, 'package.json'), 'utf8')).scripts?.build,
);
/** Build caches and tool state stay per copy; everything else in node_modules is linked. */
const UNSHARED = /^\.(cache|federation|vite|vite-temp|modules\.yaml|pnpm-workspace-state.*|pnpm-task-run-state.*)$/;

describe('new-hub helpers', () => {
  it('refuses names that are not hub names or are taken, saying why', () => {
    const taken = new Set(['zones', 'worlds']);
    expect(nameProblem(undefined, taken)).toMatch(/^Name the hub/);
    expect(nameProblem('Birds', taken)).toMatch(/is not a hub name/);
    expect(nameProblem('zones', taken)).toMatch(/already used/);
    expect(nameProblem('worlds', taken)).toMatch(/already used/);
    expect(nameProblem('bird-watch', taken)).toBeNull();
    expect(titleOf('bird-watch')).toBe('Bird Watch');
  });

  it('adds one line to a registry file, in its style, and follows the environment’s host pattern', () => {
    const text =
      '{\n  "remotes": [\n    {"name": "zones", "title": "Zones", "manifest": "https://zones.preview.example/mf-manifest.json", "prefixes": ["/zones"]}\n  ]\n}\n';
    const registry = JSON.parse(text);
    const manifest = manifestFor('preview', 'birds', 3007, registry);
    expect(manifest).toBe('https://birds.preview.example/mf-manifest.json');
    const next = withHubLine(text, { name: 'birds', title: 'Birds', manifest, prefixes: ['/birds'] });
    expect(JSON.parse(next).remotes.map((r) => r.name)).toEqual(['zones', 'birds']);
    expect(next.split('\n').length).toBe(text.split('\n').length + 1);
    expect(manifestFor('local', 'birds', 3007, registry)).toBe('http://localhost:3007/mf-manifest.json');
  });

  it("rewrites what a new hub wrote in the repo's format (its config and ignore file), and only that", async () => {
    const root = mkdtempSync(join(tmpdir(), 'naturverse-format-'));
    try {
      const put = (file, text) => {
        mkdirSync(join(root, file, '..'), { recursive: true });
        writeFileSync(join(root, file), text);
      };
      put('.prettierrc.json', '{ "singleQuote": true, "printWidth": 160 }');
      put('.prettierignore', '**/dist/\n');
      put('remotes/birds/src/routes.tsx', 'export const a = {b:"c"}\n');
      put('remotes/birds/dist/index.js', 'x={a:"b"}'); // built: left alone
      put('remotes/other/src/x.ts', 'export const a = {b:"c"}\n'); // not the new hub's
      put('e2e/birds/smoke.spec.ts', "export const ok = 'yes';\n");
      for (const env of ['local', 'preview', 'production']) put(`registry/${env}.json`, '{"remotes":[ ]}\n');
      expect((await formatCreated(root, 'birds')).sort()).toEqual([
        'registry/local.json',
        'registry/preview.json',
        'registry/production.json',
        'remotes/birds/src/routes.tsx',
      ]);
      expect(readFileSync(join(root, 'remotes/birds/src/routes.tsx'), 'utf8')).toBe("export const a = { b: 'c' };\n");
      expect(readFileSync(join(root, 'remotes/birds/dist/index.js'), 'utf8')).toBe('x={a:"b"}');
      expect(readFileSync(join(root, 'remotes/other/src/x.ts'), 'utf8')).toBe('export const a = {b:"c"}\n');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('the checkout’s part names are typed from the local registry’s hubs, by the site package’s build', () => {
    const local = JSON.parse(readFileSync(join(REPO, 'registry/local.json'), 'utf8'));
    expect(hubNamesOf(readFileSync(join(REPO, GENERATED_NAMES), 'utf8'))).toEqual(local.remotes.map((r) => r.name));
  });
});

/** `to/node_modules` like `from/node_modules`: the same installed packages, workspace packages of the copy. */
function linkNodeModules(from, to, copyRoot) {
  const source = join(from, 'node_modules');
  if (!existsSync(source)) return;
  const link = (src, dest) => {
    for (const name of readdirSync(src)) {
      if (UNSHARED.test(name)) continue;
      const path = join(src, name);
      if (name.startsWith('@') && !lstatSync(path).isSymbolicLink()) {
        mkdirSync(join(dest, name), { recursive: true });
        link(path, join(dest, name));
        continue;
      }
      const real = realpathSync(path);
      // a workspace package (linked to the copy's own); anything inside a node_modules (a part's .bin too) is linked as is
      const inWorkspace = real.startsWith(REPO) && !relative(REPO, real).split(sep).includes('node_modules');
      symlinkSync(inWorkspace ? join(copyRoot, relative(REPO, real)) : real, join(dest, name));
    }
  };
  mkdirSync(join(to, 'node_modules'), { recursive: true });
  link(source, join(to, 'node_modules'));
}

const copy = mkdtempSync(join(tmpdir(), 'naturverse-new-hub-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('pnpm run new-hub', () => {
  it('creates a hub that builds, passes its unit test and lint, and loads through the shell in Chromium', { timeout: 240_000 }, async () => {
    const { stdout: tracked } = await run('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
    for (const file of tracked.split('\0').filter(Boolean)) {
      if (!existsSync(join(REPO, file))) continue; // deleted in the work tree
      mkdirSync(join(copy, file, '..'), { recursive: true });
      cpSync(join(REPO, file), join(copy, file));
    }
    const parts = ['.', 'shell', ...BUILT_PACKAGES.map((p) => `packages/${p}`), ...readdirSync(join(REPO, 'remotes')).map((r) => `remotes/${r}`)];
    for (const part of parts) linkNodeModules(join(REPO, part), join(copy, part), copy);
    // what `pnpm install` builds (its postinstall, build:packages): the same sources, so the same files
    for (const p of BUILT_PACKAGES) cpSync(join(REPO, 'packages', p, 'dist'), join(copy, 'packages', p, 'dist'), { recursive: true });

    const { stdout } = await run(process.execPath, ['scripts/new-hub.mjs', 'birds', '--no-install'], { cwd: copy });
    expect(stdout).toMatch(/Created the Birds hub: remotes\/birds \(port 3007\)/);
    // `pnpm install` would link its dependencies: the same as the template hub's
    linkNodeModules(join(REPO, 'remotes/navatar'), join(copy, 'remotes/birds'), copy);
    const local = JSON.parse(readFileSync(join(copy, 'registry/local.json'), 'utf8'));
    expect(local.remotes.at(-1)).toEqual({ name: 'birds', title: 'Birds', manifest: 'http://localhost:3007/mf-manifest.json', prefixes: ['/birds'] });
    // the hub's code is the starter's, as a team outside gets it: the same files, the same text
    const starter = renderTemplates({ name: 'birds', title: 'Birds', component: 'Birds' }).filter((f) => f.path.startsWith('src/'));
    expect(starter.length).toBeGreaterThan(3);
    for (const { path, text } of starter) expect(readFileSync(join(copy, 'remotes/birds', path), 'utf8'), path).toBe(text);
    // no edit of source: the site package's build typed the new name from the registry (src and dist)
    expect(hubNamesOf(readFileSync(join(copy, GENERATED_NAMES), 'utf8'))).toEqual(local.remotes.map((r) => r.name));
    expect(readFileSync(join(copy, 'packages/site/dist/part-names.generated.d.ts'), 'utf8')).toContain("'birds'");

    // every tool through the command its package declares (`bin`, as installed in node_modules/.bin),
    // never a path inside the package
    const bin = (part, command) => join(copy, part, 'node_modules/.bin', command);
    // Vitest sets NODE_ENV=test, which a production build must not inherit
    const build = { maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } };
    await Promise.all([
      run(bin('shell', 'rsbuild'), ['build'], { cwd: join(copy, 'shell'), ...build }),
      run(bin('remotes/birds', 'rsbuild'), ['build'], { cwd: join(copy, 'remotes/birds'), ...build }),
      run(bin('.', 'vitest'), ['run', 'remotes/birds'], { cwd: copy }),
      run(bin('.', 'eslint'), ['remotes/birds', 'e2e/birds'], { cwd: copy }),
      // and the repo's format (npm run lint): every file, the registry and PartName edits included
      run(bin('.', 'prettier'), ['--check', '.'], { cwd: copy }),
    ]);
    expect(JSON.parse(readFileSync(join(copy, 'shell/dist/remotes.json'), 'utf8')).remotes.map((r) => r.name)).toContain('birds');

    // the shell and the new hub served as `npm start` serves them (the registry pointing the hub at
    // its test port), the generated smoke test run against them
    const { createStaticServer } = await import(join(copy, 'packages/serving/dist/static-server.js'));
    const shellUrl = `http://localhost:${SHELL_PORT}`;
    const registry = JSON.parse(readFileSync(join(copy, 'shell/dist/remotes.json'), 'utf8'));
    for (const remote of registry.remotes) if (remote.name === 'birds') remote.manifest = `http://localhost:${HUB_PORT}/mf-manifest.json`;
    const servers = [
      createStaticServer({ root: join(copy, 'remotes/birds/dist'), port: HUB_PORT, allowOrigins: [shellUrl] }),
      createStaticServer({
        root: join(copy, 'shell/dist'),
        port: SHELL_PORT,
        transform: (path) => (path === '/remotes.json' ? Buffer.from(JSON.stringify(registry)) : undefined),
      }),
    ];
    await Promise.all(servers.map((s) => s.listen()));
    const site = { url: shellUrl, close: () => Promise.all(servers.map((s) => s.close())) };
    try {
      const e2e = await run(bin('.', 'playwright'), ['test', 'e2e/birds', '--reporter=line'], {
        cwd: copy,
        env: { ...process.env, E2E_BASE_URL: site.url },
      }).catch((error) => error); // a failed run: its output says why
      expect(`${e2e.stdout}\n${e2e.stderr}`).toMatch(/1 passed/);
    } finally {
      await site.close();
    }
  });

  it('left the checkout as it was', async () => {
    const { stdout } = await run('git', ['status', '--porcelain', '--', 'registry', 'remotes/birds', 'e2e/birds'], {
      cwd: REPO,
    });
    expect(stdout).toBe('');
  });
});
