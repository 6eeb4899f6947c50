// The design system's stylesheets are published as written. `build` runs this once after tsc:
// src/styles/ is copied to dist/styles/. `dev` runs it with --watch: it starts `tsc --watch`
// and copies the styles again on every change, so a part's dev server sees a token edit as it
// sees a component's.
import { spawn } from 'node:child_process';
import { cpSync, watch } from 'node:fs';

const copy = () => cpSync('src/styles', 'dist/styles', { recursive: true });

copy();
if (process.argv.includes('--watch')) {
  watch('src/styles', { recursive: true }, () => {
    copy();
    console.log('[ui] styles copied to dist/styles');
  });
  // `tsc` from node_modules/.bin (pnpm puts it on PATH for package scripts)
  const tsc = spawn('tsc', ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { stdio: 'inherit', shell: process.platform === 'win32' });
  tsc.on('exit', (code) => process.exit(code ?? 1));
}
