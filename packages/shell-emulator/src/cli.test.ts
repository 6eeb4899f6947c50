// The naturverse-shell command and runDev on bad input: one line each, exit code 64, nothing
// started. The command is run as installed (its built file), as a team runs it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { runDev } from './dev.js';

const CLI = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const empty = mkdtempSync(join(tmpdir(), 'naturverse-shell-cli-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

const shell = (...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, stderr: run.stderr, stdout: run.stdout };
};

describe('naturverse-shell on bad input', () => {
  it.each([
    [['--bogus'], "naturverse-shell: Unknown option '--bogus' (see --help)"],
    [['--root', 'a', '--site', 'http://b.example'], 'naturverse-shell: give --root or --site, not both: the other hubs come from one environment'],
    [['--port', 'eighty'], 'naturverse-shell: --port eighty is not a port (a whole number from 0 to 65535)'],
    [['--title', 'Birds'], 'naturverse-shell: --title and --prefix describe one hub: give exactly one --hub'],
    [['--hub', empty], `naturverse-shell: ${empty} holds no hub build (no mf-manifest.json): build the hub first`],
    [['--site', 'ftp://naturverse.example'], 'naturverse-shell: --site ftp://naturverse.example must start with http:// or https://'],
  ])('%j → one line, exit 64', (args, line) => {
    const { code, stderr, stdout } = shell(...args);
    expect({ code, stderr, stdout }).toEqual({ code: 64, stderr: `${line}\n`, stdout: '' });
  });
});

describe('runDev on bad input', () => {
  it('outside a hub’s folder: one line, exit code 64, no server', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await runDev([], empty)).toBe(64);
    expect(await runDev(['--hub-port', '-1'], empty)).toBe(64);
    expect(await runDev(['--hub-port', '70000'], empty)).toBe(64);
    expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([
      `naturverse dev: ${empty} is not a hub's folder (no package.json): run naturverse dev there`,
      "naturverse dev: Option '--hub-port' argument is ambiguous (see --help)",
      'naturverse dev: --hub-port 70000 is not a port (a whole number from 0 to 65535)',
    ]);
  });
});
