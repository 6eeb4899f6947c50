// Where the shell's production build is: shipped inside this package (./shell, copied from the
// repository's shell/dist when the package is packed: scripts/pack-shell.mjs), or, when the package
// is used from its source folder in the Naturverse repository, that checkout's shell/dist.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** src/ and dist/ are both one folder down in the package. */
const SHIPPED = fileURLToPath(new URL('../shell/', import.meta.url));
const CHECKOUT = fileURLToPath(new URL('../../../shell/dist/', import.meta.url));

/** The folder holding the shell's index.html, remotes.json and static/ (first of `candidates` that has one). */
export function shellBuildDir(candidates: string[] = [SHIPPED, CHECKOUT]): string {
  const found = candidates.find((dir) => existsSync(`${dir}index.html`) && existsSync(`${dir}remotes.json`));
  if (!found) throw new Error(`@naturverse/shell-emulator holds no shell build (looked in ${candidates.join(' and ')}): reinstall the package`);
  return found.replace(/\/$/, '');
}
