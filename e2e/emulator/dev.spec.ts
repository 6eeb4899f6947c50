/**
 * `naturverse dev`: in a hub's folder, the hub's own Rsbuild dev server and the
 * shell's production build around it (@naturverse/shell-emulator/dev). A small fixture hub
 * (packages/shell-emulator/test/dev-hub), copied into the package's .tmp/ folder, runs in a
 * child process exactly as the command runs it; the page shows the hub inside the site, and a saved
 * edit of the hub's source shows up in the page without the test reloading it (the dev server
 * tells the page; the page reloads itself: the shell's production React has no Fast Refresh).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { browserPort } from '../support/browser';
import { expect, test } from '../support/fixtures';

const PACKAGE = fileURLToPath(new URL('../../packages/shell-emulator/', import.meta.url));
// inside the package, so the copy resolves the package's dev dependencies (React, the preset,
// Rsbuild), and not under node_modules/, which the dev server's watcher leaves alone; .tmp/ is ignored by git
const WORK = join(PACKAGE, '.tmp', `dev-hub-${OFFSET}`);
/** Spare ports 3080–3081 + offset: the emulated shell and the hub's dev server. */
const SHELL_PORT = browserPort(3080 + OFFSET);
const HUB_PORT = browserPort(3081 + OFFSET);

/** Start `naturverse dev` in `cwd`; resolves with the address it prints once both servers are up. */
function startDev(cwd: string): { child: ChildProcess; url: Promise<string>; output: () => string } {
  // what the CLI's `naturverse dev` does: the package's ./dev export (its built file: the hub's folder does not install this checkout)
  const entry = new URL('dist/dev.js', `file://${PACKAGE}`).href;
  const run = `import(${JSON.stringify(entry)}).then((m) => m.runDev(process.argv.slice(1))).then((code) => process.exit(code))`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', run, '--', '--port', String(SHELL_PORT), '--hub-port', String(HUB_PORT)], {
    cwd,
  });
  let text = '';
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString();
      const printed = /inside the Naturverse shell: (http:\/\/\S+)/.exec(text);
      if (printed) resolve(printed[1]!);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`naturverse dev exited (${code}) before printing its address:\n${text}`)));
  });
  return { child, url, output: () => text };
}

test('naturverse dev: the hub from its dev server inside the shell, and a saved edit in the page', { tag: ['@shell', '@navatar'] }, async ({ page }) => {
  // a cold dev build of the fixture (two environments) on a busy 2-core machine: a bound, not a wait
  test.setTimeout(90_000);
  await rm(WORK, { recursive: true, force: true });
  await cp(join(PACKAGE, 'test', 'dev-hub'), WORK, { recursive: true });
  const dev = startDev(WORK);
  try {
    const url = await dev.url;
    expect(url).toBe(`http://localhost:${SHELL_PORT}/navatar`);
    await page.goto(url);
    // the whole site: the shell's header with the hub's link, and the hub's page from the dev server
    await expect(page.getByRole('banner').getByRole('link', { name: 'Navatar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello from the dev server');

    await writeFile(join(WORK, 'src', 'heading.ts'), "export const HEADING = 'Edited while the dev server runs';\n");
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edited while the dev server runs', { timeout: 30_000 });
  } finally {
    dev.child.kill('SIGTERM');
    await new Promise((done) => (dev.child.exitCode === null ? dev.child.once('exit', done) : done(null)));
    await rm(WORK, { recursive: true, force: true });
  }
});
