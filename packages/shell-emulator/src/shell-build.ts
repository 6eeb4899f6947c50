// Where the shell's production build is: shipped inside this package (./shell, copied in when the
// package is packed: scripts/pack-shell.mjs), or, where the package is used unpacked (the platform's
// own workspace, which holds no copy), the folder NATURVERSE_SHELL_BUILD names. The package names
// no folder outside itself: whoever uses it unpacked says where the shell's build is.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** src/ and dist/ are both one folder down in the package. */
const SHIPPED = fileURLToPath(new URL('../shell/', import.meta.url));

/** The shipped build, then NATURVERSE_SHELL_BUILD's folder when it is set. */
function defaultCandidates(env: Record<string, string | undefined> = process.env): string[] {
  const named = env.NATURVERSE_SHELL_BUILD?.trim();
  return named ? [SHIPPED, named.endsWith('/') ? named : `${named}/`] : [SHIPPED];
}

/** The folder holding the shell's index.html, remotes.json and static/ (first of `candidates` that has one). */
export function shellBuildDir(candidates: string[] = defaultCandidates()): string {
  const found = candidates.find((dir) => existsSync(`${dir}index.html`) && existsSync(`${dir}remotes.json`));
  if (!found)
    throw new Error(
      `@naturverse/shell-emulator holds no shell build (looked in ${candidates.join(' and ')}): reinstall the package, or name a shell build in NATURVERSE_SHELL_BUILD`,
    );
  return found.replace(/\/$/, '');
}
