// Running commands from the root scripts: streamed output, timing, and the pinned pnpm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
  // The @naturverse packages are used through their built output (as a team outside gets them).
  // `pnpm install`'s postinstall builds them too, but skips it when node_modules is up to date.
  const built = await run(pnpm, ['run', 'build:packages']);
  if (built.code !== 0) throw new Error('building the @naturverse packages failed');
  return pnpm;
}

/**
 * Build every part (shell + remotes) in production mode; returns milliseconds. Each part's own
 * build writes everything its dist holds (compressed files, the shell's preloads:
 * packages/build-preset/src/build-plugins.ts), so this is exactly `pnpm --filter <part> build` for each.
 */
export async function buildAll(pnpm = 'pnpm') {
  const { code, ms } = await run(pnpm, ['-r', '--filter', './shell', '--filter', './remotes/*', 'build']);
  if (code !== 0) throw new Error('build failed');
  return ms;
}

/** apt-get as root, or through sudo otherwise. */
function aptGet(args) {
  const asRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = asRoot ? ['apt-get', ...args] : ['sudo', 'apt-get', ...args];
  return spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

/**
 * Debian's Chromium (never a downloaded browser build): the full browser for the bench and
 * Lighthouse, its headless shell (same version, no browser UI) for the e2e suite. The paths
 * come from @naturverse/testing/chromium (read once node_modules exist).
 * @param {{ full: string, headlessShell: string }} paths
 */
export function ensureChromium({ full, headlessShell }) {
  ensureDebianFiles('the e2e suite and the bench', [
    [full, 'chromium'],
    [headlessShell, 'chromium-headless-shell'],
  ]);
}

/** Install the Debian packages whose files are missing, then check every file is there. */
function ensureDebianFiles(what, filesByPackage) {
  const missing = filesByPackage.filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  console.log(`Installing Debian ${packages.join(' and ')} for ${what} (apt-get)…`);
  if (aptGet(['update']).status !== 0) throw new Error('apt-get update failed');
  aptGet(['install', '-y', '--no-install-recommends', ...packages, 'fonts-dejavu-core']);
  const still = missing.filter(([path]) => !existsSync(path));
  if (still.length) throw new Error(`Could not install ${still.map(([path, pkg]) => `${pkg} (${path})`).join(', ')}`);
}

// The engines of the cross-engine slice (e2e/engines), Debian's and never a downloaded build. Their
// paths are e2e/engines/browsers.json, read by scripts/test.mjs.

/** Firefox ESR, driven over WebDriver BiDi (no geckodriver). */
export function ensureFirefox(firefox) {
  ensureDebianFiles('the cross-engine journeys', [[firefox, 'firefox-esr']]);
}

/**
 * WebKitGTK's WebDriver and its MiniBrowser (from libwebkit2gtk-4.1-0, which webkit2gtk-driver
 * depends on), and Xvfb, the display MiniBrowser draws on (it has no headless mode).
 * @param {{ webkitDriver: string, miniBrowser: string, xvfb: string }} paths
 */
export function ensureWebKit({ webkitDriver, miniBrowser, xvfb }) {
  ensureDebianFiles('the cross-engine journeys', [
    [webkitDriver, 'webkit2gtk-driver'],
    [miniBrowser, 'webkit2gtk-driver'],
    [xvfb, 'xvfb'],
  ]);
}

/**
 * A Java runtime for the Nu Html Checker (vnu.jar, e2e/validators): Debian's, never one
 * vnu-jar's install script would download (pnpm-workspace.yaml keeps that script off).
 */
export function ensureJava() {
  if (spawnSync('java', ['-version']).status === 0) return;
  console.log('Installing Debian default-jre-headless (apt-get)…');
  if (aptGet(['update']).status !== 0) throw new Error('apt-get update failed');
  aptGet(['install', '-y', '--no-install-recommends', 'default-jre-headless']);
  if (spawnSync('java', ['-version']).status !== 0) throw new Error('Could not install Java');
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

/** Debian's Ceph for the object-store e2e (e2e/support/object-store/ceph.ts starts a throwaway cluster). */
export const CEPH_TOOLS = ['/usr/bin/ceph-mon', '/usr/bin/ceph-osd', '/usr/bin/radosgw', '/usr/bin/radosgw-admin', '/usr/bin/monmaptool'];

/** The monitor, the OSD and the RADOS Gateway (with radosgw-admin), when any is missing. */
export function ensureCeph() {
  if (CEPH_TOOLS.every((path) => existsSync(path))) return;
  console.log('Installing Debian ceph-mon, ceph-osd and radosgw (apt-get)…');
  if (aptGet(['update']).status !== 0) throw new Error('apt-get update failed');
  aptGet(['install', '-y', '--no-install-recommends', 'ceph-mon', 'ceph-osd', 'radosgw']);
  const still = CEPH_TOOLS.filter((path) => !existsSync(path));
  if (still.length) throw new Error(`Could not install Ceph (missing ${still.join(', ')})`);
}
