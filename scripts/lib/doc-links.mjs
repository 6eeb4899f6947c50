// What a Markdown page points at in the repository: its relative links and the file paths it
// names in backticks. The pure half of scripts/check-doc-links.mjs (no file system here).

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i; // https:, mailto:, //host
const FILE_EXTENSION = /\.(?:[cm]?[jt]sx?|json|md|css|ya?ml|sql|html|svg|png|webp|conf|sh|txt)$/;
// a path of the repo's own: no spaces, no wildcards or placeholders, not a site URL (/remotes.json)
// or a package specifier (@naturverse/ui/…), nothing a build or a run writes (dist/, reports/, …)
const NOT_A_REPO_FILE = /[\s*?<>{}$|,()[\]]|^[/@~]|(?:^|\/)(?:dist|node_modules|reports|test-results|playwright-report|build-stats|\.rsbuild)\//;

/** The link targets of `markdown` that point into the repository, without their #anchor or ?query. */
export function relativeLinks(markdown) {
  const out = [];
  for (const match of withoutCode(markdown).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1];
    if (EXTERNAL.test(target) || target.startsWith('#')) continue;
    const path = target.replace(/[?#].*$/, '');
    if (path) out.push(decodeURI(path));
  }
  return out;
}

/** The repository file paths `markdown` names in backticks (`shell/src/app/App.tsx`). */
export function backtickedPaths(markdown) {
  const out = [];
  for (const match of withoutFences(markdown).matchAll(/`([^`\n]+)`/g)) {
    // `file.ts:12` names a line of file.ts; `./styles.css` alone is a package's export, not a file of the repo
    const text = match[1]
      .trim()
      .replace(/:\d+(?:-\d+)?$/, '')
      .replace(/^\.\//, '');
    if (!text.includes('/') || !FILE_EXTENSION.test(text) || NOT_A_REPO_FILE.test(text) || EXTERNAL.test(text)) continue;
    out.push(text);
  }
  return out;
}

/** Fenced code blocks hold commands and samples, not references. */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** …and inline code holds no links. */
function withoutCode(markdown) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}
