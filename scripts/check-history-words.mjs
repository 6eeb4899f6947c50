// `npm run lint` step: comments say why the code is as it is, not which ticket or benchmark pass
// brought it; that history lives in CHANGELOG.md and git, where it stays true. Checked: the
// comments of every source file of every part, package, script, test and bench (TypeScript and
// JavaScript through the TypeScript parser, so a string or a UI text such as 'Round 1 of 5' is not
// a comment; SQL, CSS and HTML comments), the whole text of each package's README and of the JSON
// a package ships, and the headings of docs/*.md and docs/coverage/*.md (their rows may cite the
// history that explains a figure; a heading names what the page is about today).
// Not checked: CHANGELOG.md files (history is their subject) and supabase/migrations/ (an applied
// migration is never edited; a later one changes what it left). Prints `file:line: text`, exit 1.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { ROOT } from './lib/run.mjs';

const NUMBER_WORDS = 'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve';
/** A ticket's number after "issue", a round's or a run's number (a round's also in words); not a
 * plural count ("rounds" of an exercise, a "--runs" flag) nor a UI's "round 1 of 5". */
const HISTORY = new RegExp(`\\bissues? #?\\d+|\\b(?:round|run) #?\\d+\\b(?! of \\d)|\\bround (?:${NUMBER_WORDS})\\b`, 'i');

const SCRIPT = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const BLOCK_COMMENTS = /\.(?:css|sql)$/;

/** The line number (1-based) of `offset` in `text`. */
const lineOf = (text, offset) => text.slice(0, offset).split('\n').length;

/** Each comment of a TypeScript or JavaScript file, as { pos, text }. */
export function scriptComments(path, text) {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const collect = (pos) => {
    // a callback that returns a value stops the walk: this one returns nothing
    const add = (start, end) => {
      seen.set(start, text.slice(start, end));
    };
    ts.forEachLeadingCommentRange(text, pos, add);
    ts.forEachTrailingCommentRange(text, pos, add);
  };
  const visit = (node) => {
    collect(node.pos);
    collect(node.end);
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...seen].map(([pos, comment]) => ({ pos, text: comment }));
}

/** Each comment of a CSS, SQL or HTML file (`/* … *\/`, `-- …` in SQL, `<!-- … -->`), as { pos, text }. */
function otherComments(path, text) {
  const patterns = [/<!--[\s\S]*?-->/g];
  if (BLOCK_COMMENTS.test(path)) patterns.push(/\/\*[\s\S]*?\*\//g);
  if (path.endsWith('.sql')) patterns.push(/--[^\n]*/g);
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ pos: m.index, text: m[0] })));
}

/** What of a file is checked, as { pos, text } pieces; none when the file is not checked at all. */
export function checkedText(path, text) {
  if (/(^|\/)CHANGELOG\.md$/.test(path) || path.startsWith('supabase/migrations/')) return [];
  if (SCRIPT.test(path)) return scriptComments(path, text);
  if (/\.(?:css|sql|html)$/.test(path)) return otherComments(path, text);
  if (/^packages\/[^/]+\/(?:README\.md|[^/]*\.json)$/.test(path)) return [{ pos: 0, text }];
  if (/^docs\/(?:coverage\/)?[^/]+\.md$/.test(path)) {
    return [...text.matchAll(/^#{1,6} .*$/gm)].map((m) => ({ pos: m.index, text: m[0] }));
  }
  return [];
}

/** The history mentions in one file, as `path:line: the line`. */
export function historyMentions(path, text) {
  if (!HISTORY.test(text)) return []; // most files: no need to parse them
  const found = [];
  for (const piece of checkedText(path, text)) {
    let offset = 0;
    for (const line of piece.text.split('\n')) {
      const hit = HISTORY.exec(line);
      if (hit) found.push(`${path}:${lineOf(text, piece.pos + offset)}: ${line.trim()}`);
      offset += line.length + 1;
    }
  }
  return found;
}

/** The files looked at: what git tracks or would add, relative to `root`. */
export function repoFiles(root) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((path) => path && !path.includes('node_modules/'));
}

/** Every mention in the repository at `root`. */
export function allMentions(root = ROOT) {
  return repoFiles(root).flatMap((path) => {
    if (!SCRIPT.test(path) && !/\.(?:css|sql|html|md|json)$/.test(path)) return [];
    let text;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      return []; // listed by git but deleted in the work tree
    }
    return historyMentions(path, text);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const mentions = allMentions(process.argv[2] ?? ROOT);
  for (const mention of mentions) console.error(mention);
  if (mentions.length) {
    console.error(
      `\n${mentions.length} comment(s) or heading(s) tell history ("issue N", "round N", "run N"): say why instead; history belongs in CHANGELOG.md.`,
    );
    process.exit(1);
  }
}
