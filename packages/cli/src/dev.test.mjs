import { describe, expect, it } from 'vitest';
import { NOT_INSTALLED, runDevCommand } from './dev.ts';
import { DeployError } from './deploy/ledger.ts';

const missing = (specifier) => Object.assign(new Error(`Cannot find package '${specifier}' imported from /x/cli.js`), { code: 'ERR_MODULE_NOT_FOUND' });

describe('runDevCommand', () => {
  it("hands the arguments to the emulator's runDev and returns its exit code", async () => {
    const seen = [];
    const code = await runDevCommand(['--root', '/srv/site'], async () => ({ runDev: async (argv) => (seen.push(argv), 3) }));
    expect(code).toBe(3);
    expect(seen).toEqual([['--root', '/srv/site']]);
  });

  it('says how to install the emulator when it is not installed (a usage error: exit 64)', async () => {
    const failure = runDevCommand([], () => Promise.reject(missing('@naturverse/shell-emulator')));
    await expect(failure).rejects.toBeInstanceOf(DeployError);
    await expect(failure).rejects.toMatchObject({ kind: 'usage', message: NOT_INSTALLED });
    expect(NOT_INSTALLED).toBe('naturverse dev needs @naturverse/shell-emulator: npm i -D @naturverse/shell-emulator');
  });

  it("does not hide a missing package the emulator itself imports: that is the emulator's fault, not an install hint", async () => {
    const failure = runDevCommand([], () => Promise.reject(missing('@rsbuild/core')));
    await expect(failure).rejects.toThrow("Cannot find package '@rsbuild/core'");
  });
});
