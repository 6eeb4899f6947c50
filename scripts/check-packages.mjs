// `pnpm run check:packages` (a step of `npm test`): each publishable @naturverse package is
// packed as `pnpm publish` would pack it (catalog: and workspace: ranges rewritten, only
// `files`), and that tarball is checked by publint (package.json against the files it ships;
// warnings count as errors) and by Are the Types Wrong (every `exports` entry resolves to
// JavaScript and to its own .d.ts). The attw profile is `esm-only`: the packages are ES
// modules for bundlers (Rsbuild, Module Federation) and for Node's ESM loader (Playwright,
// scripts), so the `bundler` and `node16 (from ESM)` resolutions must be clean; `require()`
// (node10, node16 from CJS) is not offered and not checked. Each package stands alone: its
// tarball's code and data name no path outside the package (a relative path climbing above
// its root, this checkout's absolute path, a folder of the repository the tarball does not
// hold), and its README names every `exports` entry. Needs the packages built (`pnpm install`
// builds them). Exit code 1 if any check fails.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, run } from './lib/run.mjs';

const PACKAGES_DIR = fileURLToPath(new URL('../packages/', import.meta.url));

/** The packages that are published: every folder of packages/ whose package.json is not private. */
export function publishablePackages(dir = PACKAGES_DIR) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ dir: join(dir, entry.name), manifest: JSON.parse(readFileSync(join(dir, entry.name, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

/**
 * The `exports` entries that are stylesheets (`./styles.css`): attw asks TypeScript to resolve
 * each entry as a module, which a stylesheet is not; publint still checks that its file ships.
 */
export function stylesheetEntries(manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && target.endsWith('.css'))
    .map(([entry]) => entry);
}

/** The repository's own top folders: a published file that names one points into a checkout. */
export const REPOSITORY_FOLDERS = ['registry', 'remotes', 'shell', 'e2e', 'scripts', 'bench', 'supabase', 'packages'];
const CODE_OR_DATA = /\.(?:[cm]?js|json|d\.[cm]?ts)$/;
/**
 * Folder names a package uses for a layout of its own that happen to match a repository folder:
 * a deploy root holds `shell/<version>/` and `shell/live.json` (the shell versions a deploy
 * keeps), which the CLI names by design and which are not this repository's `shell/`.
 */
export const OWN_LAYOUT_FOLDERS = { '@naturverse/cli': ['shell'] };

/**
 * What in a packed package's files points outside it: `files` are { path (from the package's
 * root, `/`-separated), text }. Read: its code and data (README and changelog may describe the
 * repository). Refused: a relative path climbing above the package's root from the file that
 * names it (`../../../registry/`), the checkout's absolute path (`root`), and a path that starts
 * with a repository folder (`remotes/`, `shell/` …) the tarball does not hold itself.
 */
export function pathsOutside(files, root = ROOT, ownLayout = []) {
  const held = new Set([...files.map((file) => file.path.split('/')[0]), ...ownLayout]);
  const checkout = root.replace(/\/+$/, '');
  const foreign = REPOSITORY_FOLDERS.filter((folder) => !held.has(folder));
  const named = new RegExp(`(?<=['"\`])/?(?:${foreign.join('|')})/`, 'g');
  const problems = [];
  for (const { path, text } of files) {
    if (!CODE_OR_DATA.test(path)) continue;
    const depth = path.split('/').length - 1;
    for (const match of text.matchAll(/(?<![\w.])((?:\.\.\/)*\.\.)(?![\w.])/g)) {
      const climbs = match[1].split('/').length;
      if (climbs > depth) problems.push(`${path}: "${text.slice(match.index, match.index + 40).split(/['"`\s]/)[0]}" climbs out of the package`);
    }
    if (text.includes(checkout)) problems.push(`${path}: names the checkout's own folder (${checkout})`);
    for (const match of text.matchAll(named)) problems.push(`${path}: names the repository folder "${match[0]}"`);
  }
  return problems;
}

/** The `exports` entries a README does not name, as `@scope/name/sub` or as `./sub` ('.' and ./package.json need no words). */
export function exportsNotInReadme(manifest, readme) {
  return Object.keys(manifest.exports ?? {})
    .filter((entry) => entry !== '.' && entry !== './package.json')
    .filter((entry) => !readme.includes(`${manifest.name}${entry.slice(1)}`) && !readme.includes(`\`${entry}\``));
}

/** Every file of an unpacked package folder, as { path, text }. */
function filesOf(dir) {
  const walk = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? walk(path) : [{ path: relative(dir, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }];
    });
  return walk(dir);
}

/**
 * Packs one package into `out` as `pnpm publish` would and checks the tarball; resolves with
 * what failed ([] when the package passes). `exec(cmd, args, { cwd })` resolves with `{ code }`.
 */
export async function checkPackage({ dir, manifest }, out, exec = run) {
  // @naturverse/shell-emulator ships the shell's production build, which `npm test` makes only after
  // this step: packed without it here (its prepack says so), the rest of the package is checked
  const packed = await exec('pnpm', ['pack', '--pack-destination', out], { cwd: dir, env: { NATURVERSE_PACK_WITHOUT_SHELL: '1' } });
  const tarball = join(out, `${manifest.name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`);
  if (packed.code !== 0 || !existsSync(tarball)) return ['pnpm pack'];
  const failed = [];
  const unpacked = mkdtempSync(join(out, 'unpacked-'));
  execFileSync('tar', ['-xzf', tarball, '-C', unpacked]);
  const outside = pathsOutside(filesOf(join(unpacked, 'package')), ROOT, OWN_LAYOUT_FOLDERS[manifest.name] ?? []);
  for (const problem of outside) console.error(`  ${problem}`);
  if (outside.length) failed.push('paths outside the package');
  const readme = join(dir, 'README.md');
  const unnamed = exportsNotInReadme(manifest, existsSync(readme) ? readFileSync(readme, 'utf8') : '');
  if (unnamed.length) {
    console.error(`  README.md does not name ${unnamed.join(', ')}`);
    failed.push('README names every export');
  }
  if ((await exec('pnpm', ['exec', 'publint', 'run', tarball, '--strict'], { cwd: ROOT })).code !== 0) failed.push('publint');
  const attw = ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped'];
  const styles = stylesheetEntries(manifest);
  if (styles.length) attw.push('--exclude-entrypoints', ...styles);
  if ((await exec('pnpm', attw, { cwd: ROOT })).code !== 0) failed.push('attw');
  return failed;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = mkdtempSync(join(tmpdir(), 'naturverse-pack-'));
  const failed = [];
  try {
    for (const pkg of publishablePackages()) {
      console.log(`\n── ${pkg.manifest.name} ${pkg.manifest.version}`);
      for (const check of await checkPackage(pkg, out)) failed.push(`${pkg.manifest.name}: ${check}`);
    }
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
  console.log(
    failed.length
      ? `\nPackage checks failed: ${failed.join('; ')}`
      : '\nEvery publishable package passes publint and attw (esm-only), names no path outside itself, and its README names every export.',
  );
  process.exit(failed.length ? 1 : 0);
}
