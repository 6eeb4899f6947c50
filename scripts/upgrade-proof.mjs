// Upgrade proof: can the platform take the newest Module Federation, Rsbuild/Rspack
// and React by a version bump alone? In a temporary copy of this checkout (yours is never
// touched) it moves those catalog entries to their newest published versions, installs,
// builds every part, runs the unit tests and a smoke e2e through the shell, and prints what
// broke. Exit code 0 only if every step passed.
//
// Usage: node scripts/upgrade-proof.mjs [--keep] [--unit <vitest path>…] [--smoke <spec>…]
//   --keep     leave the temporary copy (its path is printed) to look into a failure
//   --unit     the unit tests to run (default: all of `vitest run`)
//   --smoke    the e2e specs to run (default: SMOKE_SPECS); E2E_PORT_OFFSET is passed through
//   --e2e-timeout <ms>  Playwright's per-test timeout (default its config's), for a loaded machine
// Rspack has no catalog entry of its own: it comes with @rsbuild/core, whose newest version
// brings its newest Rspack. @supabase/supabase-js stays (≥ 2.110 needs Node 22).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './lib/run.mjs';

/** Catalog entries that move: Module Federation, Rsbuild (and its Rspack), React. */
export const UPGRADED = /^(@module-federation\/.+|@rsbuild\/.+|@rspack\/.+|react|react-dom)$/;

/** A journey through the shell into the hubs: one React and router shared, a hub rendered, its skew guard. */
export const SMOKE_SPECS = ['e2e/platform/sharing.spec.ts', 'e2e/platform/composition.spec.ts'];

/** The catalog lines of pnpm-workspace.yaml that UPGRADED names: [line, name, range]. */
export function upgradableEntries(yaml) {
  const out = [];
  for (const line of yaml.split('\n')) {
    const m = /^ {2}"?([^":\s]+)"?:\s*(\S+)\s*$/.exec(line);
    if (m && UPGRADED.test(m[1])) out.push([line, m[1], m[2]]);
  }
  return out;
}

/** The workspace file with each named entry at its new version (exact: the proof is about one version). */
export function withVersions(yaml, versions) {
  let out = yaml;
  for (const [line, name] of upgradableEntries(yaml)) {
    if (!versions[name]) continue;
    out = out.replace(line, line.replace(/:\s*\S+\s*$/, `: ${versions[name]}`));
  }
  return out;
}

const sh = (cmd, args, cwd, env = {}) => {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 });
  return { ok: res.status === 0, ms: Date.now() - started, output: `${res.stdout ?? ''}${res.stderr ?? ''}`, status: res.status };
};

const tail = (text, lines = 30) => text.trim().split('\n').slice(-lines).join('\n');

/** The files of this checkout worth copying: tracked and new, never node_modules, builds or .git. */
function copyCheckout(to) {
  const listed = sh('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], ROOT);
  if (!listed.ok) throw new Error(`git ls-files failed:\n${listed.output}`);
  for (const file of listed.output.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    try {
      cpSync(join(ROOT, file), join(to, file));
    } catch {
      // listed but deleted in the working tree: not part of the copy
    }
  }
  // a repository of its own (one commit): tests that ask git what changed (new-hub) run as here
  const git = (...args) => sh('git', ['-c', 'user.name=upgrade-proof', '-c', 'user.email=upgrade-proof@localhost', ...args], to);
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['commit', '-q', '-m', 'the checkout, before the upgrade'],
  ]) {
    const res = git(...args);
    if (!res.ok) throw new Error(`git ${args[0]} in the copy failed:\n${res.output}`);
  }
}

function argList(args, flag) {
  const out = [];
  for (let i = 0; i < args.length; i++) if (args[i] === flag && args[i + 1]) out.push(args[++i]);
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const unit = argList(args, '--unit');
  const smoke = argList(args, '--smoke');
  const e2eTimeout = argList(args, '--e2e-timeout').map((ms) => `--timeout=${Number(ms)}`);
  const dir = mkdtempSync(join(tmpdir(), 'naturverse-upgrade-'));
  const steps = [];
  const step = (name, result) => {
    steps.push({ name, ...result });
    console.log(`${result.ok ? 'ok    ' : 'BROKE '} ${name} (${(result.ms / 1000).toFixed(1)} s)`);
    if (!result.ok) console.log(tail(result.output).replace(/^/gm, '       | '));
    return result.ok;
  };
  console.log(`Upgrade proof in ${dir}`);
  copyCheckout(dir);

  // 1. newest published versions (pnpm view: the registry's ordinary client)
  const yamlFile = join(dir, 'pnpm-workspace.yaml');
  const yaml = readFileSync(yamlFile, 'utf8');
  const versions = {};
  for (const [, name, range] of upgradableEntries(yaml)) {
    const res = sh('pnpm', ['view', name, 'version'], dir);
    versions[name] = res.ok ? res.output.trim().split('\n').pop() : undefined;
    console.log(`  ${name.padEnd(56)} ${range.padEnd(10)} → ${versions[name] ?? `(not found: ${tail(res.output, 1)})`}`);
  }
  writeFileSync(yamlFile, withVersions(yaml, versions));
  sh('git', ['-c', 'user.name=upgrade-proof', '-c', 'user.email=upgrade-proof@localhost', 'commit', '-qam', 'newest versions'], dir);

  // 2. install, 3. build each part on its own (so a failure names the part), 4. unit tests, 5. smoke e2e
  if (step('pnpm install (new versions)', sh('pnpm', ['install', '--no-frozen-lockfile'], dir))) {
    const parts = ['./shell', ...readdirNames(join(dir, 'remotes')).map((n) => `./remotes/${n}`)];
    const built = parts.map((part) => step(`build ${part}`, sh('pnpm', ['--filter', part, 'build'], dir))).every(Boolean);
    step('typecheck', sh('pnpm', ['run', 'typecheck'], dir));
    step(`unit tests (vitest run ${unit.join(' ')})`, sh('pnpm', ['exec', 'vitest', 'run', ...unit], dir));
    if (built)
      step(
        `smoke e2e through the shell (${(smoke.length ? smoke : SMOKE_SPECS).join(', ')})`,
        sh('pnpm', ['exec', 'playwright', 'test', ...(smoke.length ? smoke : SMOKE_SPECS), '--reporter=line', ...e2eTimeout], dir),
      );
    else steps.push({ name: 'smoke e2e', ok: false, ms: 0, output: 'not run: a part did not build' });
  }

  const broke = steps.filter((s) => !s.ok);
  console.log(
    `\n${steps.length - broke.length} of ${steps.length} steps passed${broke.length ? `; broke: ${broke.map((s) => s.name).join('; ')}` : ': an upgrade is a version bump'}`,
  );
  if (args.includes('--keep')) console.log(`The copy is kept: ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
  process.exitCode = broke.length ? 1 : 0;
}

function readdirNames(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
