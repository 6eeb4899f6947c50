// Issue 38 item 5: every command and flag of `pnpm naturverse` answers bad input with one line
// saying what to do and its documented exit code (64), never Node's stack — and changes nothing.
// The CLI runs as a child process, as CI runs it.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, failureOf } from './cli-errors.mjs';
import { DeployError } from './ledger.mjs';

const CLI = new URL('../naturverse.mjs', import.meta.url).pathname;
const run = promisify(execFile);

/** The CLI's exit code, stdout and stderr for `args` (NATURVERSE_DEPLOY_ROOT unset). */
async function naturverse(args) {
  const env = { ...process.env };
  delete env.NATURVERSE_DEPLOY_ROOT;
  delete env.NATURVERSE_DEBUG;
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

let root; // an empty deploy root
let file; // a file where a folder belongs
let notABuild; // a folder with no build in it
beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'naturverse-cli-'));
  root = join(base, 'root');
  file = join(base, 'a-file');
  notABuild = join(base, 'not-a-build');
  await mkdir(root);
  await mkdir(notABuild);
  await writeFile(file, 'not a folder\n');
});
afterAll(async () => {
  await rm(join(root, '..'), { recursive: true, force: true });
});

// [what is wrong, the arguments (ROOT, FILE and NOT_A_BUILD stand for the folders above), what the line must say]
const CASES = [
  ['an unknown command', ['frobnicate', '--to', 'ROOT'], /^naturverse frobnicate: unknown command "frobnicate": use one of deploy, rollback, .*nginx/],
  ['an unknown option', ['status', '--bogus', '--to', 'ROOT'], /^naturverse: unknown option --bogus: run "pnpm naturverse --help"/],
  ['an option without its value', ['deploy', 'zones', '--to'], /^naturverse: --to needs a value: give it one, e\.g\. --to <value>/],
  ['a value for a flag that takes none', ['status', '--dry-run=yes', '--to', 'ROOT'], /^naturverse: --dry-run takes no value/],
  [
    'deploy of an unknown hub',
    ['deploy', 'nosuchhub', '--to', 'ROOT'],
    /^naturverse deploy nosuchhub: unknown part "nosuchhub": name one of zones, .*, or shell$/,
  ],
  ['deploy of no part', ['deploy', '--to', 'ROOT'], /^naturverse deploy: deploy which part\?: name one of zones, .*, or shell$/],
  ['rollback of an unknown hub', ['rollback', 'nosuchhub', '--to', 'ROOT'], /^naturverse rollback nosuchhub: unknown part "nosuchhub"/],
  [
    'canary of an unknown hub',
    ['canary', 'nosuchhub', '1.0.0', '--share', '10', '--to', 'ROOT'],
    /^naturverse canary nosuchhub 1\.0\.0: unknown hub "nosuchhub": name one of zones, /,
  ],
  ['promote of an unknown hub', ['promote', 'nosuchhub', '--to', 'ROOT'], /^naturverse promote nosuchhub: unknown hub "nosuchhub"/],
  ['abort of no hub', ['abort', '--to', 'ROOT'], /^naturverse abort: abort which hub\?: name one of zones, /],
  ['history of an unknown hub', ['history', 'nosuchhub', '--to', 'ROOT'], /^naturverse history nosuchhub: unknown hub "nosuchhub"/],
  ['health of an unknown hub', ['health', 'nosuchhub'], /^naturverse health nosuchhub: unknown hub "nosuchhub"/],
  [
    'a missing --to',
    ['deploy', 'zones'],
    /^naturverse deploy zones: --to <deploy root> is required: give the folder the site is served from, or set NATURVERSE_DEPLOY_ROOT$/,
  ],
  ['a --to that is a file', ['status', '--to', 'FILE'], /^naturverse status: --to \S+a-file is a file: give the folder the site is served from$/],
  [
    'a --share out of range',
    ['canary', 'zones', '1.3.0', '--share', '150', '--to', 'ROOT'],
    /: --share 150 is not a share: give a whole percent from 1 to 99$/,
  ],
  [
    'a --share that is no number',
    ['canary', 'zones', '1.3.0', '--share', 'ten', '--to', 'ROOT'],
    /: --share ten is not a share: give a whole percent from 1 to 99$/,
  ],
  ['a canary without --share', ['canary', 'zones', '1.3.0', '--to', 'ROOT'], /: --share \(none\) is not a share/],
  [
    'a canary without a version',
    ['canary', 'zones', '--share', '10', '--to', 'ROOT'],
    /: canary zones: which version\?: give it, e\.g\. canary zones 1\.3\.0 --share 10$/,
  ],
  [
    'a canary version that does not parse',
    ['canary', 'zones', 'latest', '--share', '10', '--to', 'ROOT'],
    /: canary version "latest" is not a version: give one like 1\.2\.3/,
  ],
  [
    'a --version that does not parse (shell)',
    ['deploy', 'shell', '--version', 'abc', '--to', 'ROOT'],
    /^naturverse deploy shell: --version "abc" is not a version: give one like 1\.2\.3/,
  ],
  ['a --version that does not parse (rollback)', ['rollback', 'zones', '--version', 'v1', '--to', 'ROOT'], /: --version "v1" is not a version/],
  [
    'a --from folder that does not exist',
    ['deploy', 'zones', '--from', 'ROOT/nowhere', '--to', 'ROOT'],
    /: --from \S+nowhere is not a folder: give a build folder such as remotes\/zones\/dist$/,
  ],
  [
    'a --from folder that is no hub build',
    ['deploy', 'zones', '--from', 'NOT_A_BUILD', '--to', 'ROOT'],
    /: --from \S+not-a-build holds no zones build \(no mf-manifest\.json\): run "pnpm run build" and give remotes\/zones\/dist$/,
  ],
  [
    'a --from folder that is no shell build',
    ['deploy', 'shell', '--from', 'NOT_A_BUILD', '--to', 'ROOT'],
    /: --from \S+not-a-build holds no shell build \(no index\.html\)/,
  ],
  ['a --from that is a file', ['canary', 'zones', '1.3.0', '--share', '5', '--from', 'FILE', '--to', 'ROOT'], /: --from \S+a-file is not a folder/],
  ['a bad --listen (nginx)', ['nginx', '--listen', 'eighty', '--to', 'ROOT'], /^naturverse nginx: --listen must be a port/],
];

describe('naturverse answers bad input with one line and exit 64, never a stack (issue 38 item 5)', () => {
  // each case starts Node (≈ 1 s alone; several under a full run on two cores)
  it.each(CASES)('%s', { timeout: 30_000 }, async (_what, args, expected) => {
    const real = args.map((a) => a.replace('ROOT', root).replace('FILE', file).replace('NOT_A_BUILD', notABuild));
    const { code, stdout, stderr } = await naturverse(real);
    const lines = stderr.trimEnd().split('\n');
    expect(lines, stderr).toHaveLength(1);
    expect(lines[0]).toMatch(expected);
    expect(stderr).not.toMatch(/^\s+at /m);
    expect(code, stderr).toBe(EXIT.usage);
    expect(stdout).toBe('');
    expect(await readdir(root), 'nothing was written to the deploy root').toEqual([]);
  });

  it('--help and no command print the usage and exit 0', { timeout: 30_000 }, async () => {
    for (const args of [['--help'], []]) {
      const { code, stdout } = await naturverse(args);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^Usage: pnpm naturverse <command>/);
    }
  });
});

describe('failureOf', () => {
  it('gives each refusal its documented exit code', () => {
    expect(failureOf(new DeployError('check', 'x')).code).toBe(2);
    expect(failureOf(new DeployError('conflict', 'x')).code).toBe(3);
    expect(failureOf(new DeployError('missing', 'x')).code).toBe(4);
    expect(failureOf(new DeployError('usage', 'x')).code).toBe(64);
  });

  it('tells an unexpected error by its message, exit 1; its stack only when NATURVERSE_DEBUG asks', () => {
    const error = new Error('EACCES: permission denied, open /srv/x');
    expect(failureOf(error)).toEqual({ text: 'EACCES: permission denied, open /srv/x (set NATURVERSE_DEBUG=1 for where it happened)', code: 1 });
    expect(failureOf(error, { debug: true }).text).toMatch(/\n\s+at /);
  });
});
