// `naturverse dev`: the hub's dev server inside the real shell. The work is
// @naturverse/shell-emulator's (its "./dev" export); this package only hands it the arguments,
// so a team that deploys but never develops here does not install a shell build.
import { DeployError } from './deploy/ledger.js';

export const EMULATOR = '@naturverse/shell-emulator';
const DEV_ENTRY = `${EMULATOR}/dev`;

export const NOT_INSTALLED = `naturverse dev needs ${EMULATOR}: npm i -D ${EMULATOR}`;

interface DevModule {
  runDev(argv: string[]): Promise<number>;
}

/** Whether an import failed because `specifier`'s package itself is missing (not one of its own imports). */
function isMissing(error: unknown, pkg: string): boolean {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') && new RegExp(`['"]${pkg}['"/]`).test(String(message));
}

/**
 * Run `naturverse dev [...argv]`: the emulator's exit code; a usage error (64, one line) when
 * the emulator is not installed. `load` is the import (a test gives its own).
 */
export async function runDevCommand(argv: string[], load: () => Promise<DevModule> = () => import(DEV_ENTRY) as Promise<DevModule>): Promise<number> {
  let dev: DevModule;
  try {
    dev = await load();
  } catch (error) {
    if (isMissing(error, EMULATOR)) throw new DeployError('usage', NOT_INSTALLED);
    throw error;
  }
  return dev.runDev(argv);
}
