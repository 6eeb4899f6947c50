// Every command and flag of `naturverse` answers bad input with one line
// saying what to do and its documented exit code (64), never Node's stack — and changes nothing.
// The CLI runs as a child process, as CI runs it: the built command (package.json "bin", built by
// `pnpm install`'s build of the packages), in a working folder of its own (no ./dist there).
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT, failureOf } from './cli-errors.ts';
import { DeployError } from './ledger.ts';

const CLI = new URL('../../dist/cli.js', import.meta.url).pathname;
const run = promisify(execFile);

/** The CLI's exit code, stdout and stderr for `args` (NATURVERSE_DEPLOY_ROOT unset). */
async function naturverse(args) {
  const env = { ...process.env };
  delete env.NATURVERSE_DEPLOY_ROOT;
  delete env.NATURVERSE_DEBUG;
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env, cwd: work });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

let work; // the working folder: nothing in it
let root; // an empty deploy root
let file; // a file where a folder belongs
let notABuild; // a folder with no build in it
beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'naturverse-cli-'));
  root = join(base, 'root');
  work = join(base, 'work');
  await mkdir(work);
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
  ['an unknown option', ['status', '--bogus', '--to', 'ROOT'], /^naturverse: unknown option --bogus: run "naturverse --help"/],
  ['an option without its value', ['deploy', 'zones', '--to'], /^naturverse: --to needs a value: give it one, e\.g\. --to <value>/],
  ['a value for a flag that takes none', ['status', '--dry-run=yes', '--to', 'ROOT'], /^naturverse: --dry-run takes no value/],
  // which hubs exist is the deploy root's registry's to say (a new one joins by deploy): a name is refused when no hub can have it
  [
    'deploy of a name no hub can have',
    ['deploy', 'Birds!', '--to', 'ROOT'],
    /^naturverse deploy Birds!: "Birds!" is not a hub name: a hub name is 1–32 of a-z 0-9 - _, starting with a letter$/,
  ],
  ['deploy of no part', ['deploy', '--to', 'ROOT'], /^naturverse deploy: deploy which part\?: name a hub such as zones, or shell$/],
  ['rollback of a bad hub name', ['rollback', 'No_Such', '--to', 'ROOT'], /^naturverse rollback No_Such: "No_Such" is not a hub name/],
  ['canary of a bad hub name', ['canary', '1hub', '1.0.0', '--share', '10', '--to', 'ROOT'], /^naturverse canary 1hub 1\.0\.0: "1hub" is not a hub name/],
  ['promote of a bad hub name', ['promote', 'zones/x', '--to', 'ROOT'], /^naturverse promote zones\/x: "zones\/x" is not a hub name/],
  ['abort of no hub', ['abort', '--to', 'ROOT'], /^naturverse abort: abort which hub\?: name a hub such as zones$/],
  ['history of a bad hub name', ['history', 'ZONES', '--to', 'ROOT'], /^naturverse history ZONES: "ZONES" is not a hub name/],
  ['health of a bad hub name', ['health', 'Zones'], /^naturverse health Zones: "Zones" is not a hub name/],
  [
    'a missing --to',
    ['deploy', 'zones'],
    /^naturverse deploy zones: --to <deploy root> is required: give the folder the site is served from or s3:\/\/<bucket>\/<prefix>, or set NATURVERSE_DEPLOY_ROOT$/,
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
    /: --from \S+nowhere is not a folder: give zones's build folder \(its dist\/\)$/,
  ],
  [
    'a --from folder that is no hub build',
    ['deploy', 'zones', '--from', 'NOT_A_BUILD', '--to', 'ROOT'],
    /: --from \S+not-a-build holds no zones build \(no mf-manifest\.json\): build it and give zones's dist\/$/,
  ],
  [
    'a --from folder that is no shell build',
    ['deploy', 'shell', '--from', 'NOT_A_BUILD', '--to', 'ROOT'],
    /: --from \S+not-a-build holds no shell build \(no index\.html\)/,
  ],
  ['a --from that is a file', ['canary', 'zones', '1.3.0', '--share', '5', '--from', 'FILE', '--to', 'ROOT'], /: --from \S+a-file is not a folder/],
  ['a bad --listen (nginx)', ['nginx', '--listen', 'eighty', '--to', 'ROOT'], /^naturverse nginx: --listen must be a port/],
  [
    'an --bucket-endpoint that is no endpoint (nginx)',
    ['nginx', '--bucket-endpoint', 'ftp://gateway/site', '--to', 'ROOT'],
    /^naturverse nginx: --bucket-endpoint ftp:\/\/gateway\/site: give an http:\/\/ or https:\/\/ endpoint$/,
  ],
  [
    'a --cache-dir without --bucket-endpoint',
    ['nginx', '--cache-dir', 'c', '--to', 'ROOT'],
    /^naturverse nginx: --bucket-endpoint and --cache-dir make .*: give both to "nginx" only, --cache-dir with --bucket-endpoint$/,
  ],
  [
    'a bucket policy for a folder',
    ['bucket-policy', '--to', 'ROOT'],
    /^naturverse bucket-policy: --to \S+ is not a bucket root: give s3:\/\/<bucket>\/<prefix>$/,
  ],
  [
    'a bucket policy for a bucket URL that does not parse',
    ['bucket-policy', '--to', 's3://No_Bucket/x'],
    /^naturverse bucket-policy: --to s3:\/\/No_Bucket\/x is not a bucket root \("No_Bucket" is not a bucket name\)/,
  ],
  [
    '--apply to another command',
    ['status', '--apply', '--to', 'ROOT'],
    /^naturverse status: --apply applies the bucket policy: give it to "bucket-policy" only$/,
  ],
];

describe('naturverse answers bad input with one line and exit 64, never a stack', () => {
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
      expect(stdout).toMatch(/^Usage: naturverse <command>/);
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

describe('a hub new to the root, on the command line', () => {
  it('a prefix that takes a shell route is one line and exit 64, and the root is left as it was', { timeout: 30_000 }, async () => {
    const base = join(root, '..');
    const site = join(base, 'site');
    const build = join(base, 'birds-dist');
    await mkdir(site);
    await mkdir(build);
    const registry =
      '{\n  "remotes": [\n    {"name":"zones","title":"Zones","manifest":"/hubs/zones/0.1.0/mf-manifest.json","prefixes":["/zones"]}\n  ],\n  "revision": 1\n}\n';
    await writeFile(join(site, 'remotes.json'), registry);
    const manifest = { name: 'birds', metaData: { buildInfo: { buildVersion: '1.0.0' } }, shared: [] };
    await writeFile(join(build, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(join(build, 'naturverse-hub.json'), JSON.stringify({ name: 'birds', title: 'Birds', prefixes: ['/birds'] }));
    const { code, stdout, stderr } = await naturverse(['deploy', 'birds', '--from', build, '--to', site, '--prefix', '/status']);
    expect(stderr).toBe('naturverse deploy birds: birds is new to this root and cannot join: prefix "/status" takes the shell\'s own route /status\n');
    expect(code).toBe(EXIT.usage);
    expect(stdout).toBe('');
    expect(await readdir(site)).toEqual(['remotes.json']);
    expect(await readFile(join(site, 'remotes.json'), 'utf8')).toBe(registry);
  });

  it('no --from and no ./dist in the working folder: one line saying to give it', { timeout: 30_000 }, async () => {
    const { code, stderr } = await naturverse(['deploy', 'birds', '--to', root]);
    expect(stderr).toBe(
      `naturverse deploy birds: no birds build in ${join(work, 'dist')} (no mf-manifest.json): build the hub, or give its build folder with --from <dist>\n`,
    );
    expect(code).toBe(EXIT.usage);
    expect(await readdir(root)).toEqual([]);
  });

  it('--title and --prefix are refused for any command but deploy <hub>', { timeout: 30_000 }, async () => {
    const { code, stderr } = await naturverse(['status', '--title', 'Birds', '--to', root]);
    expect(stderr).toBe('naturverse status: --title and --prefix name a hub new to the root: give them to "deploy <hub>" only\n');
    expect(code).toBe(EXIT.usage);
  });
});

describe('naturverse dev', () => {
  it('without @naturverse/shell-emulator installed: one line saying how to install it, exit 64', { timeout: 30_000 }, async () => {
    const { code, stdout, stderr } = await naturverse(['dev', '--port', '5000']);
    expect(stderr).toBe('naturverse dev needs @naturverse/shell-emulator: npm i -D @naturverse/shell-emulator\n');
    expect(code).toBe(EXIT.usage);
    expect(stdout).toBe('');
  });
});
