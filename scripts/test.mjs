// `npm test`: installs what it needs (node modules, Debian Chromium, Firefox ESR, WebKitGTK and
// Xvfb, Java, nginx and Ceph; the SQL suite installs PostgreSQL itself), then lint, typecheck, the
// publishable packages' checks (publint, attw), the e2e hub tags, unit, SQL, build, bundle budgets,
// the e2e suite and the cross-engine journeys against the production builds. Every step runs even
// if an earlier one failed (except those after the build, which need it), and the exit code is
// non-zero if any failed. Each step's wall time is in the summary; after it, the ten slowest e2e
// tests, every retry, and where the reports are (reports/e2e; the journeys' beside it in
// reports/engines/<engine>).
import { ROOT, buildAll, ensureCeph, ensureChromium, ensureFirefox, ensureJava, ensureNginx, ensureWebKit, installDependencies, run } from './lib/run.mjs';
import { readFileSync, rmSync } from 'node:fs';

const started = Date.now();
const results = [];
async function step(name, fn) {
  console.log(`\n━━ ${name} ━━`);
  const t0 = Date.now();
  let ok = false;
  try {
    ok = await fn();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
  results.push({ name, ok, ms: Date.now() - t0 });
  return ok;
}
const ok = async (cmd, args, env) => (await run(cmd, args, { env })).code === 0;

const pnpm = await installDependencies();
// imported only now: a workspace package, installed and built by the step above
const { areaLines, readTimings, reportDir, retryLines, slowestLines } = await import('@naturverse/testing/reports');
await step('chromium', async () => {
  const { CHROMIUM_PATH, E2E_CHROMIUM_PATH } = await import('@naturverse/testing/chromium');
  ensureChromium({ full: CHROMIUM_PATH, headlessShell: E2E_CHROMIUM_PATH });
  return true;
});
await step('firefox, webkit (engine journeys)', async () => {
  const paths = JSON.parse(readFileSync(new URL('../e2e/engines/browsers.json', import.meta.url), 'utf8'));
  ensureFirefox(paths.firefox);
  ensureWebKit(paths);
  return true;
});
await step('java (Nu Html Checker)', async () => (ensureJava(), true));
await step('nginx (deploy e2e)', async () => (ensureNginx(), true));
await step('ceph (object-store e2e)', async () => (ensureCeph(), true));
await step('lint', () => ok(pnpm, ['run', 'lint']));
await step('typecheck', () => ok(pnpm, ['run', 'typecheck']));
// the built @naturverse packages as they would be published: publint and attw on each tarball
await step('packages (publint, attw)', () => ok(pnpm, ['run', 'check:packages']));
await step('e2e hub tags', () => ok('node', ['scripts/e2e-tags.mjs']));
await step('unit + contract tests', () => ok(pnpm, ['exec', 'vitest', 'run']));
await step('SQL suite (PostgreSQL)', () => ok(pnpm, ['--filter', '@naturverse/supabase', 'test']));
const built = await step('production build', async () => {
  const ms = await buildAll(pnpm);
  console.log(`built all parts in ${(ms / 1000).toFixed(1)} s`);
  return true;
});
if (built) {
  await step('bundle budgets', () => ok(pnpm, ['--filter', '@naturverse/bench', 'budgets']));
  rmSync(reportDir(process.env, ROOT), { recursive: true, force: true }); // no report of an earlier run passes for this one
  await step('e2e (Playwright, production builds)', () => ok(pnpm, ['exec', 'playwright', 'test'], { CI: process.env.CI ?? '' }));
  // The same site in Firefox ESR and WebKitGTK: a family journey per hub and the shell's basics
  await step('journeys in Firefox and WebKit', () => ok('node', ['scripts/test-engines.mjs']));
  // A hub team outside the repository, from the packages published to a real npm registry
  await step('hub-team journey (Verdaccio, npm, nginx)', () =>
    ok(pnpm, ['exec', 'playwright', 'test', '-c', 'e2e/hub-teams/playwright.config.ts'], { CI: process.env.CI ?? '' }),
  );
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name.padEnd(38)} ${(r.ms / 1000).toFixed(1)} s`);
// Where the e2e time went, every retry the net caught, and where the reports are
const timings = built ? readTimings() : null;
if (timings) {
  console.log(`\ne2e test time and documents opened, by area:\n${areaLines(timings).join('\n')}`);
  console.log(`\nTen slowest e2e tests (all attempts):\n${slowestLines(timings).join('\n')}`);
  const retried = retryLines(timings);
  console.log(retried.length ? `\ne2e retries (each a flaky test to fix at its cause):\n${retried.join('\n')}` : '\nNo e2e test needed a retry.');
  console.log(
    `\ne2e reports: ${reportDir(process.env, ROOT)}/html/index.html (traces and screenshots of failures), ${reportDir(process.env, ROOT)}/junit.xml, ${reportDir(process.env, ROOT)}/timings.json`,
  );
}
const failed = results.filter((r) => !r.ok);
console.log(`\nnpm test: ${results.length - failed.length} of ${results.length} steps green in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed.length ? 1 : 0);
