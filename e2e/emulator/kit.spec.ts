/**
 * The testing kit (@naturverse/testing/playwright) used exactly as a hub team
 * uses it: e2e/support/kit-team is a team's playwright.config.ts (defineHubConfig with the Navatar
 * hub's production build as the candidate) and spec, run by Playwright itself in a child process.
 * The emulated shell (@naturverse/shell-emulator) serves the shell's production build around the
 * candidate; the team's tests open /navatar in the whole site, pass axe, and use the storage helpers.
 * Passing here means: every one of the team's tests ran and passed, by name.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/fixtures';

const TEAM = fileURLToPath(new URL('../support/kit-team/', import.meta.url));

interface JsonReport {
  suites: Array<{ specs?: Array<{ title: string; ok: boolean }>; suites?: JsonReport['suites'] }>;
  errors: Array<{ message?: string }>;
}
const specs = (suites: JsonReport['suites']): Array<{ title: string; ok: boolean }> => suites.flatMap((s) => [...(s.specs ?? []), ...specs(s.suites ?? [])]);

test("a hub team's e2e through the emulated shell passes with the kit alone", { tag: ['@navatar', '@shell'] }, async () => {
  // a Playwright run of its own: a browser, a worker and the emulated site start from nothing;
  // measured 1 min alone and over 2 min beside another worker, at load 25–30 on 2 cores: a bound, not a wait
  test.setTimeout(240_000);
  // the child is a Playwright run of its own, not a worker of this one
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(TEST_|PW_|PLAYWRIGHT_)/.test(name) && name !== 'NODE_OPTIONS'));
  const child = spawn('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.config.ts', '--workers', '1'], { cwd: TEAM, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  let report: JsonReport;
  try {
    report = JSON.parse(stdout) as JsonReport;
  } catch {
    throw new Error(`the team's run printed no report (exit ${code}):\n${stdout}\n${stderr}`);
  }
  expect(report.errors.map((e) => e.message)).toEqual([]);
  expect(specs(report.suites).map(({ title, ok }) => ({ title, ok }))).toEqual([
    { title: 'the hub under test inside the whole site, with no accessibility violations', ok: true },
    { title: 'seeded storage is what the hub shows; what it saves is read back; cleared, it is gone', ok: true },
  ]);
  expect(code).toBe(0);
});
