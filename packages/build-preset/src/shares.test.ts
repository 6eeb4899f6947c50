import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { REACT_ROUTER_SUBSET, hubSharedSingletons, providedShares, shellShares } from './shares.js';

const SHELL_DIR = fileURLToPath(new URL('../../../shell/', import.meta.url));
const NAVATAR_DIR = fileURLToPath(new URL('../../../remotes/navatar/', import.meta.url));
const made = mkdtempSync(join(tmpdir(), 'naturverse-shares-'));
afterAll(() => rmSync(made, { recursive: true, force: true }));

/** A hub folder outside the repository with these packages "installed" (their package.json only: all the shares read). */
function fakeHub(name: string, installed: Record<string, string>): string {
  const dir = join(made, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, version: '1.0.0', dependencies: Object.fromEntries(Object.keys(installed).map((n) => [n, '*'])) }),
  );
  for (const [pkg, version] of Object.entries(installed)) {
    mkdirSync(join(dir, 'node_modules', pkg), { recursive: true });
    writeFileSync(join(dir, 'node_modules', pkg, 'package.json'), JSON.stringify({ name: pkg, version }));
  }
  return dir;
}

describe('the shares a hub asks for', () => {
  it("ship in the preset exactly as this checkout's shell build provides them", () => {
    // dist/shell-shares.json is written by the package's build; a catalog bump without a rebuild fails here
    expect(shellShares()).toEqual(providedShares(SHELL_DIR));
  });

  it("an in-repo hub asks for the shell's ranges and the platform packages it installed", () => {
    const shell = shellShares();
    const shared = hubSharedSingletons(NAVATAR_DIR);
    expect(shared.react).toEqual({ singleton: true, requiredVersion: shell.react!.requiredVersion });
    expect(shared['react-router']).toMatchObject({
      requiredVersion: shell['react-router']!.requiredVersion,
      shareKey: 'react-router',
      import: REACT_ROUTER_SUBSET,
    });
    expect(shared['@naturverse/ui']?.requiredVersion).toBe(shell['@naturverse/ui']!.requiredVersion);
  });

  it('a hub outside the repository: third-party ranges from the shell, its own @naturverse/ui 2.x asks for ^2', () => {
    const shell = { react: { version: '19.3.1', requiredVersion: '^19.3.1' }, '@naturverse/ui': { version: '1.0.0', requiredVersion: '^1.0.0' } };
    const dir = fakeHub('birds', { react: '19.4.0', '@naturverse/ui': '2.0.0' });
    expect(hubSharedSingletons(dir, shell)).toEqual({
      react: { singleton: true, requiredVersion: '^19.3.1' },
      '@naturverse/ui': { singleton: true, requiredVersion: '^2.0.0' },
    });
  });

  it('refuses a hub whose installed library the shell range does not cover, or a library the shell does not share', () => {
    const shell = { react: { version: '19.3.1', requiredVersion: '^19.3.1' } };
    expect(() => hubSharedSingletons(fakeHub('old-react', { react: '18.3.1' }), shell)).toThrow(/react 18\.3\.1 is installed .* the shell provides 19\.3\.1/);
    expect(() => hubSharedSingletons(fakeHub('no-zustand', { zustand: '5.1.0' }), shell)).toThrow('The shell shares no "zustand"');
  });
});
