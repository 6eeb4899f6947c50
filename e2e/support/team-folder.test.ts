import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockfileFaults, notOutsideProblem, reachInFaults } from './team-folder';

const REGISTRY = 'http://127.0.0.1:4999/';
const UI_INTEGRITY = 'sha512-ui100';
const served = (name: string, version: string) => (name === '@naturverse/ui' && version === '1.0.0' ? UI_INTEGRITY : undefined);
const fromRegistry = { version: '1.0.0', resolved: `${REGISTRY}@naturverse/ui/-/ui-1.0.0.tgz`, integrity: UI_INTEGRITY };

describe('lockfileFaults', () => {
  it('accepts @naturverse packages resolved from the registry', () => {
    const lock = { packages: { '': { dependencies: { '@naturverse/ui': '^1.0.0' } }, 'node_modules/@naturverse/ui': fromRegistry } };
    expect(lockfileFaults(lock, REGISTRY, served)).toEqual([]);
  });

  it("accepts an entry without its address (omit-lockfile-registry-resolved) when its bytes are the registry's, and only then", () => {
    const lock = { packages: { 'node_modules/@naturverse/ui': { version: '1.0.0', integrity: UI_INTEGRITY } } };
    expect(lockfileFaults(lock, REGISTRY, served)).toEqual([]);
    const other = { packages: { 'node_modules/@naturverse/ui': { version: '1.0.0', integrity: 'sha512-elsewhere' } } };
    expect(lockfileFaults(other, REGISTRY, served)).toEqual([
      `node_modules/@naturverse/ui@1.0.0 is not the tarball ${REGISTRY} serves (integrity sha512-elsewhere)`,
    ]);
  });

  it('names links, other registries and local protocols', () => {
    const lock = {
      packages: {
        '': { dependencies: { '@naturverse/ui': 'file:../ui' }, devDependencies: { '@naturverse/cli': 'workspace:*' } },
        'node_modules/@naturverse/ui': { resolved: '../ui', link: true },
        'node_modules/@naturverse/auth': { version: '1.1.0', resolved: 'https://registry.npmjs.org/@naturverse/auth/-/auth-1.1.0.tgz' },
        'node_modules/x/node_modules/@naturverse/platform': { version: '1.2.0', integrity: 'sha512-p' },
      },
    };
    expect(lockfileFaults(lock, REGISTRY, served)).toEqual([
      'package.json asks for @naturverse/ui@file:../ui',
      'package.json asks for @naturverse/cli@workspace:*',
      'node_modules/@naturverse/ui is a link to ../ui',
      `node_modules/@naturverse/auth resolved from https://registry.npmjs.org/@naturverse/auth/-/auth-1.1.0.tgz, not ${REGISTRY}`,
      `node_modules/x/node_modules/@naturverse/platform@1.2.0 is not the tarball ${REGISTRY} serves (integrity sha512-p)`,
    ]);
  });

  it('refuses a lockfile that installed no @naturverse package', () => {
    expect(lockfileFaults({ packages: { '': {} } }, REGISTRY, served)).toEqual(['no @naturverse package in the lockfile']);
  });
});

describe('reachInFaults and notOutsideProblem', () => {
  let base = '';
  afterEach(() => rm(base, { recursive: true, force: true }));

  it('finds a symlink into the repository and a file naming its path, in the team files and the scope only', async () => {
    base = await mkdtemp(join(tmpdir(), 'nv-team-rule-'));
    const repo = join(base, 'repo');
    const team = join(base, 'team');
    await mkdir(join(repo, 'packages', 'ui'), { recursive: true });
    await mkdir(join(team, 'node_modules', '@naturverse', 'ui'), { recursive: true });
    await mkdir(join(team, 'node_modules', 'left-pad'), { recursive: true });
    await mkdir(join(team, 'src'));
    await writeFile(join(team, 'src', 'ok.ts'), 'export {};\n');
    await writeFile(join(team, 'src', 'bad.ts'), `import '${repo}/packages/ui/src/index.ts';\n`);
    await writeFile(join(team, 'node_modules', '@naturverse', 'ui', 'index.js.map'), `{"sources":["${repo}/packages/ui/src/index.ts"]}`);
    await writeFile(join(team, 'node_modules', 'left-pad', 'README.md'), `built in ${repo}\n`); // third party: text not read
    await symlink(join(repo, 'packages', 'ui'), join(team, 'node_modules', 'left-pad', 'ui-link'));
    const faults = await reachInFaults(team, repo);
    expect(faults).toHaveLength(3);
    expect(faults).toContain(`src/bad.ts names the repository's path ${repo}`);
    expect(faults).toContain(`node_modules/@naturverse/ui/index.js.map names the repository's path ${repo}`);
    expect(faults.some((f) => f.startsWith('node_modules/left-pad/ui-link links into the repository'))).toBe(true);
    expect(await notOutsideProblem(join(repo, 'packages'), repo)).toBe(`${join(repo, 'packages')} is inside the repository`);
  });
});
