// `npm run lint` step: every relative link and every backticked repository file path in the
// docs (README.md, docs/**/*.md, the shell's, each hub's and each package's README, the READMEs
// beside the code) must name a file or folder that exists. A link resolves from the page's
// folder; a backticked path from the page's folder, from the repository root, or as the end of a
// file's path (docs name `arcade/bubble-machine.test.ts` in the zones' table, `…/lib/search.ts`):
// a path no file ends with is dead. A path git ignores is something a run writes (bench/results.json),
// not a dead name. Prints each dead reference as `page:line: what`, exit code 1 if there is any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backtickedPaths, relativeLinks } from './lib/doc-links.mjs';
import { ROOT } from './lib/run.mjs';

/** The pages checked, relative to the root. */
export function docPages(root = ROOT) {
  const pages = ['README.md'];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = join(dir, entry.name);
      // templates/: the starter's files for a hub's own repository, whose paths are that repository's
      if (entry.isDirectory() && !['node_modules', 'dist', 'templates'].includes(entry.name)) walk(path);
      else if (entry.name.endsWith('.md') && (dir.startsWith('docs') || entry.name === 'README.md')) pages.push(path);
    }
  };
  for (const dir of ['bench', 'docs', 'shell', 'remotes', 'packages', 'e2e', 'scripts', 'supabase', 'registry']) if (existsSync(join(root, dir))) walk(dir);
  return pages;
}

/** The repository's files (tracked, and new ones git does not ignore), relative to the root. */
export function repoFiles(root = ROOT) {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Of `paths`, those git ignores (what a build or a run writes). */
function ignoredByGit(paths, root) {
  if (!paths.length) return new Set();
  try {
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, encoding: 'utf8', input: paths.join('\n') });
    return new Set(out.split('\n').filter(Boolean));
  } catch {
    return new Set(); // exit 1: none is ignored
  }
}

/** Whether a backticked `path` names a file: from the page's folder, the root, or as the end of a file's path. */
export function namesAFile(path, { here, root, files }) {
  if (existsSync(join(here, path)) || existsSync(join(root, path))) return true;
  // beside the repository (the product spec in ../shared): not this repository's to keep alive, and a
  // clean clone (CI) does not have it
  if (relative(root, join(root, path)).startsWith('..')) return true;
  const tail = path.replace(/^(?:…\/|\.\.\/)+/, '');
  return files.some((file) => file === tail || file.endsWith(`/${tail}`));
}

/** The dead references of one page: `{ line, what }`. */
export function deadReferences(page, root = ROOT, files = repoFiles(root)) {
  const text = readFileSync(join(root, page), 'utf8');
  const here = dirname(join(root, page));
  const dead = [];
  const lineOf = (needle) => text.slice(0, text.indexOf(needle)).split('\n').length;
  for (const link of relativeLinks(text)) {
    if (existsSync(join(here, link))) continue;
    dead.push({ line: lineOf(`(${link}`), what: `link ${link}` });
  }
  const unnamed = backtickedPaths(text).filter((path) => !namesAFile(path, { here, root, files }));
  const written = ignoredByGit(unnamed, root);
  for (const path of unnamed) if (!written.has(path)) dead.push({ line: lineOf(`\`${path}`), what: `file \`${path}\`` });
  return dead;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pages = docPages();
  const files = repoFiles();
  let count = 0;
  for (const page of pages) {
    for (const { line, what } of deadReferences(page, ROOT, files)) {
      console.error(`${relative(ROOT, join(ROOT, page))}:${line}: ${what} does not exist`);
      count += 1;
    }
  }
  console.log(`${pages.length} pages checked: ${count ? `${count} dead references` : 'every link and file path exists'}.`);
  process.exitCode = count ? 1 : 0;
}
