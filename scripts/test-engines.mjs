// `npm run test:engines -- [--engine firefox|webkit]... [--hub <name>]... [vitest args]`
// The cross-engine slice (e2e/engines, docs/qa.md): family journeys in Debian's Firefox ESR and in
// WebKitGTK against the production builds (build first). One Vitest run per engine, one after the
// other, each with its own reports in reports/engines/<engine>/ (JUnit XML and summary.md).
// --engine picks engines (default both); --hub picks journeys by hub (shell for the shell's own;
// default all). Anything else goes to `vitest run` unchanged (e.g. -t "offline").
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/run.mjs';
import { reportDir } from '@naturverse/testing/reports';

const ENGINES = ['firefox', 'webkit'];
const JOURNEYS = new URL('../e2e/engines/journeys/', import.meta.url);

// --engine and --hub (repeatable, or comma-separated); every other token goes to Vitest as given
const { values, tokens } = parseArgs({
  args: process.argv.slice(2),
  options: { engine: { type: 'string', multiple: true }, hub: { type: 'string', multiple: true } },
  strict: false,
  allowPositionals: true,
  tokens: true,
});
const listOf = (given) => (given ?? []).flatMap((value) => (typeof value === 'string' ? value.split(',') : [])).filter(Boolean);
const engines = listOf(values.engine);
const hubs = listOf(values.hub);
for (const flag of ['engine', 'hub']) {
  if (values[flag]?.some((value) => typeof value !== 'string' || !value))
    fail(`--${flag} needs a value, e.g. ${flag === 'engine' ? '--engine webkit' : '--hub zones'}`);
}
const rest = tokens.flatMap((token) => {
  if (token.kind === 'positional') return [token.value];
  if (token.kind !== 'option' || token.name === 'engine' || token.name === 'hub') return [];
  return [token.inlineValue ? `${token.rawName}=${token.value}` : token.rawName];
});
function fail(message) {
  console.error(message);
  process.exit(2);
}
for (const engine of engines) if (!ENGINES.includes(engine)) fail(`--engine ${engine}: one of ${ENGINES.join(', ')}`);
for (const hub of hubs) if (!existsSync(new URL(`${hub}.journey.ts`, JOURNEYS))) fail(`--hub ${hub}: no journeys/${hub}.journey.ts in e2e/engines`);

const files = hubs.map((hub) => `journeys/${hub}.journey.ts`);
let failed = 0;
for (const engine of engines.length ? engines : ENGINES) {
  console.log(`\n━━ journeys in ${engine} ━━`);
  // beside the Chromium suite's reports (E2E_REPORT_DIR moves both); none of an earlier run is left to pass for this one
  const reports = resolve(reportDir(process.env, ROOT), '..', 'engines', engine);
  rmSync(reports, { recursive: true, force: true });
  const code = await new Promise((done) => {
    const child = spawn('pnpm', ['exec', 'vitest', 'run', '-c', 'e2e/engines/vitest.config.ts', ...files, ...rest], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ENGINE: engine, ENGINE_REPORT_DIR: reports },
    });
    child.on('close', (c) => done(c ?? 1));
  });
  if (code !== 0) failed++;
}
process.exit(failed ? 1 : 0);
