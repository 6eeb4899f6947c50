// Every hint names a real option: each option a message of the command names (collected from
// the string literals of its source, read with TypeScript's parser, so comments do not count)
// is one `naturverse --help` lists — and a hint for one command names an option of that command.
// The CLI runs as a child process, the built command CI runs (package.json "bin").
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;
const CLI = new URL('../dist/cli.js', import.meta.url).pathname;
const run = promisify(execFile);

async function naturverse(args) {
  const env = { ...process.env };
  delete env.NATURVERSE_DEPLOY_ROOT;
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

/** The text of every string literal and template piece in the CLI's own (non-test) source. */
async function messageStrings() {
  const files = (await readdir(SRC, { recursive: true })).filter((f) => f.endsWith('.ts') && !/\.test\.|\.d\.ts$/.test(f));
  const texts = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, await readFile(join(SRC, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      )
        texts.push({ file, text: node.text });
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return texts;
}

const optionsIn = (text) => [...text.matchAll(/(?<![\w-])--([a-z][a-z-]*)/g)].map((m) => `--${m[1]}`);

let help = '';
let root;
beforeAll(async () => {
  help = (await naturverse(['--help'])).stdout;
  root = await mkdtemp(join(tmpdir(), 'naturverse-hints-'));
}, 60_000);
afterAll(() => rm(root, { recursive: true, force: true }));

// each test starts the command (a second or more on a busy machine)
describe('every option a message names is one the command has', { timeout: 60_000 }, () => {
  it('collects the options the messages name, and --help lists each', async () => {
    const named = new Map();
    for (const { file, text } of await messageStrings()) for (const option of optionsIn(text)) named.set(option, [...(named.get(option) ?? []), file]);
    // the collector finds the hints it must (an empty collection would prove nothing)
    expect([...named.keys()]).toEqual(expect.arrayContaining(['--to', '--from', '--version', '--title', '--prefix', '--share']));
    const listed = new Set(optionsIn(help));
    const missing = [...named].filter(([option]) => !listed.has(option)).map(([option, files]) => `${option} (${files.join(', ')})`);
    expect(missing, 'options named by a message but not listed by naturverse --help').toEqual([]);
  });

  it.each(['zones', 'shell'])('rollback %s with nothing to roll back to names the option that picks a version: one the rollback line lists', async (part) => {
    const { code, stderr } = await naturverse(['rollback', part, '--to', root]);
    expect(code).toBe(4);
    const hinted = /\(name one with (--[a-z-]+)\)/.exec(stderr)?.[1];
    expect(hinted, stderr).toBe('--version');
    const rollbackLine = help.split('\n').find((line) => line.trim().startsWith('rollback '));
    expect(optionsIn(rollbackLine ?? '')).toContain(hinted);
  });
});
