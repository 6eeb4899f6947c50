// Running commands from the root scripts: streamed output, timing, and the pinned pnpm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from './precompress.mjs';
import { addShellPreloads } from './preload-hints.mjs';

// no workspace imports here: this runs before node_modules exist
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export const PNPM_VERSION = '12.21.0';

/** Run a command with inherited stdio; resolves with its exit code and duration. */
export function run(cmd, args, { env = {}, cwd = ROOT } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve({ code: code ?? 1, ms: Date.now() - started }));
    child.on('error', () => resolve({ code: 1, ms: Date.now() - started }));
  });
}

/** pnpm at the pinned version: the one on PATH if it matches, else installed globally via npm. */
export function ensurePnpm() {
  const have = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (have.status === 0 && have.stdout.trim() === PNPM_VERSION) return 'pnpm';
  console.log(`Installing pnpm ${PNPM_VERSION} (npm i -g)…`);
  const res = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('Could not install pnpm');
  return 'pnpm';
}

export async function installDependencies() {
  const pnpm = ensurePnpm();
  const args = ['install'];
  if (process.env.CI) args.push('--frozen-lockfile');
  const { code } = await run(pnpm, args);
  if (code !== 0) throw new Error('pnpm install failed');
  return pnpm;
}

/** Every part's dist folder: the shell's and each remote's. */
export function distFolders() {
  const remotes = join(ROOT, 'remotes');
  const names = readdirSync(remotes, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return [join(ROOT, 'shell', 'dist'), ...names.map((name) => join(remotes, name, 'dist'))].filter((dir) => existsSync(dir));
}

/**
 * Brotli and gzip files beside every compressible file of every dist (the server sends
 * them as they are, and compresses nothing at start-up); returns milliseconds.
 */
export async function precompressAll() {
  const started = Date.now();
  const totals = await Promise.all(distFolders().map((dir) => precompressDir(dir)));
  const files = totals.reduce((a, t) => a + t.files, 0);
  const ms = Date.now() - started;
  console.log(`Precompressed ${files} files (brotli 11 + gzip 9) in ${(ms / 1000).toFixed(1)} s`);
  return ms;
}

/**
 * What the build does after Rsbuild: the shell's first-render preloads in its index.html,
 * then the compressed files (last: they are made from the final files). Returns milliseconds.
 */
export async function finishBuild() {
  const started = Date.now();
  const named = await addShellPreloads(join(ROOT, 'shell', 'dist'));
  console.log(`Shell index.html preloads ${named} first-render files`);
  await precompressAll();
  return Date.now() - started;
}

/** Build every part (shell + remotes) in production mode, then finish it; returns milliseconds. */
export async function buildAll(pnpm = 'pnpm') {
  const { code, ms } = await run(pnpm, ['-r', '--filter', './shell', '--filter', './remotes/*', 'build']);
  if (code !== 0) throw new Error('build failed');
  return ms + (await finishBuild());
}

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** apt-get as root, or through sudo otherwise. */
function aptGet(args) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = asRoot ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Debian's Chromium for the e2e suite (never a downloaded browser build). */
export function ensureChromium() {
  if (existsSync(chromiumPath())) return;
  console.log('Installing Debian chromium (apt-get)…');
  if (aptGet(['update']).status !== 0) throw new Error('apt-get update failed');
  aptGet(['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core']);
  if (!existsSync(chromiumPath())) throw new Error('Could not install chromium');
}

export function nginxPath() {
  return process.env.NGINX_PATH ?? '/usr/sbin/nginx';
}

/** Debian's nginx for the deploy e2e (e2e/deploy/nginx-*.spec.ts): started by the tests themselves, on loopback only. */
export function ensureNginx() {
  if (existsSync(nginxPath())) return;
  console.log('Installing Debian nginx (apt-get)…');
  if (aptGet(['update']).status !== 0) throw new Error('apt-get update failed');
  // nginx-light would do, but Debian's plain package is the one the README documents
  aptGet(['install', '-y', '--no-install-recommends', 'nginx', 'openssl']);
  if (!existsSync(nginxPath())) throw new Error('Could not install nginx');
}
