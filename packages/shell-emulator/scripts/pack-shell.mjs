// The shell build this package ships: `npm pack` / `npm publish` (prepack) copy the repository's
// production shell build (shell/dist, made by `pnpm run build`) into ./shell, and postpack removes
// the copy again, so the checkout never holds a second, possibly stale, shell. Publishing without
// a shell build is refused: the package would serve nothing. `check:packages` (publint, attw) runs
// in `npm test` before the production build, on package.json and dist/ only: it packs with
// NATURVERSE_PACK_WITHOUT_SHELL=1, and this script then packs the code without the shell, saying so.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SHELL_BUILD = fileURLToPath(new URL('../../../shell/dist/', import.meta.url));
const SHIPPED = fileURLToPath(new URL('../shell/', import.meta.url));
const command = process.argv[2];

if (command === 'clean') {
  rmSync(SHIPPED, { recursive: true, force: true });
} else if (command === 'copy') {
  rmSync(SHIPPED, { recursive: true, force: true });
  if (existsSync(`${SHELL_BUILD}index.html`)) {
    // build statistics name the build machine's folders: never shipped (the server never serves them either)
    cpSync(SHELL_BUILD, SHIPPED, { recursive: true, filter: (source) => !/(^|[/._-])stats\.json$/i.test(source) });
  } else if (process.env.NATURVERSE_PACK_WITHOUT_SHELL === '1') {
    console.warn('@naturverse/shell-emulator: packed WITHOUT the shell (NATURVERSE_PACK_WITHOUT_SHELL=1): for checking package.json and dist/ only');
  } else {
    console.error(`@naturverse/shell-emulator: no shell build at ${SHELL_BUILD}: run "pnpm run build" first (the package ships it)`);
    process.exit(1);
  }
} else {
  console.error('usage: node scripts/pack-shell.mjs copy|clean');
  process.exit(64);
}
