// `pnpm run check:packages` (a step of `npm test`): each publishable @naturverse package is
// packed as `pnpm publish` would pack it (catalog: and workspace: ranges rewritten, only
// `files`), and that tarball is checked by publint (package.json against the files it ships;
// warnings count as errors) and by Are the Types Wrong (every `exports` entry resolves to
// JavaScript and to its own .d.ts). The attw profile is `esm-only`: the packages are ES
// modules for bundlers (Rsbuild, Module Federation) and for Node's ESM loader (Playwright,
// scripts), so the `bundler` and `node16 (from ESM)` resolutions must be clean; `require()`
// (node10, node16 from CJS) is not offered and not checked. Needs the packages built
// (`pnpm install` builds them). Exit code 1 if any check fails.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  console.log(failed.length ? `\nPackage checks failed: ${failed.join('; ')}` : '\nEvery publishable package passes publint and attw (esm-only).');
  process.exit(failed.length ? 1 : 0);
}
