// The history-words lint (`npm run lint`): which text it reads (comments, package READMEs and
// JSON, doc headings) and which it leaves (strings, UI text, changelogs, doc rows), and that the
// command fails on a planted mention in a small repository of its own and passes once it is gone.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { historyMentions } from './check-history-words.mjs';

const SCRIPT = fileURLToPath(new URL('./check-history-words.mjs', import.meta.url));
// planted words are built here, so this file's own text carries none
const issue = (n) => ['issue', n].join(' ');
const round = (n) => ['round', n].join(' ');

describe('what is read as history', () => {
  it('a ticket, a round or a run in a line or block comment of TypeScript, TSX or JavaScript', () => {
    expect(historyMentions('shell/src/a.ts', `// why (${issue(29)})\nexport const a = 1;\n`)).toEqual([`shell/src/a.ts:1: // why (${issue(29)})`]);
    expect(
      historyMentions('remotes/zones/src/B.tsx', `/**\n * Drawn, ${round('six')}.\n */\nexport const B = () => <p>{/* ${issue('#17')} */}</p>;\n`),
    ).toHaveLength(2);
    expect(historyMentions('scripts/c.mjs', `const x = 1; // measured in ${['run', 3].join(' ')}\n`)).toHaveLength(1);
    expect(historyMentions('e2e/d.spec.ts', `// ${issue(14)}: a hub\n`)).toHaveLength(1);
    // every line of a run of line comments, not only the first
    expect(historyMentions('eslint.config.js', `export default [\n  {\n    // why\n    // more (${issue(39)})\n    files: [],\n  },\n];\n`)).toHaveLength(1);
  });

  it('not strings, UI text, plural counts or flags', () => {
    const code = [
      `const s = '${issue(3)}';`,
      '// the timer shows "Round 1 of 5"',
      '// defaults: work 30, rest 15, rounds 6; node bench/run.mjs --runs 5',
      "expect(pad).toContainText('Round 2 of 5');",
    ].join('\n');
    expect(historyMentions('remotes/zones/src/e.ts', code)).toEqual([]);
  });

  it('SQL and CSS comments, but not applied migrations', () => {
    expect(historyMentions('supabase/tests/x.sql', `-- why (${issue(29)})\nselect 1;`)).toHaveLength(1);
    expect(historyMentions('shell/src/x.css', `/* ${round(4)} */ a { color: red }`)).toHaveLength(1);
    expect(historyMentions('supabase/migrations/1_x.sql', `-- ${issue(29)}`)).toEqual([]);
  });

  it("a package's README and JSON in full; docs' headings but not their rows; never a changelog", () => {
    expect(historyMentions('packages/ui/README.md', `# UI\n\nSince ${issue(14)}.\n`)).toEqual([`packages/ui/README.md:3: Since ${issue(14)}.`]);
    expect(historyMentions('packages/budgets/budgets.json', `{ "about": "missed since ${issue(25)}" }`)).toHaveLength(1);
    const doc = `# Coverage (${issue(29)})\n\n| row | ${issue(15)} |\n\n### ${round(3)} figures\n`;
    expect(historyMentions('docs/coverage/x.md', doc).map((m) => m.split(':')[1])).toEqual(['1', '5']);
    expect(historyMentions('docs/x.md', `## Today (${issue(37)})`)).toHaveLength(1);
    expect(historyMentions('CHANGELOG.md', `## ${issue(1)}`)).toEqual([]);
    expect(historyMentions('packages/ui/CHANGELOG.md', `## ${issue(1)}`)).toEqual([]);
  });
});

describe('the command', () => {
  const root = mkdtempSync(join(tmpdir(), 'history-words-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  execFileSync('git', ['init', '-q'], { cwd: root });
  write('shell/src/ok.ts', '// the page paints before its script runs\nexport const ok = 1;\n');
  write('docs/coverage/page.md', `# Coverage: the page\n\n| rule | ${issue(2)} |\n`);
  const check = () => spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });

  it('passes on a clean repository', { timeout: 60_000 }, () => {
    expect(check().status).toBe(0);
  });

  it('fails on a planted mention, naming file and line, and passes once it is gone', { timeout: 120_000 }, () => {
    write('packages/cli/src/planted.ts', `export const a = 1;\n// refused since ${issue(45)}\n`);
    const failed = check();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(`packages/cli/src/planted.ts:2: // refused since ${issue(45)}`);
    write('packages/cli/src/planted.ts', 'export const a = 1;\n// refused: a report could not carry the name\n');
    expect(check().status).toBe(0);
  });
});
