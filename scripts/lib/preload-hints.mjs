// The shell's first render needs more than the scripts its index.html names: the entry
// loads the app's chunks (and the shared modules it provides: react-dom, the router…) only
// once it has downloaded and run. On a phone that is a round trip plus the entry's download
// on the critical path. This build step names those chunks (and their stylesheets) in
// index.html as <link rel="preload">, so they download alongside the entry. Plain markup:
// no inline script, the strict CSP is unchanged (same-origin scripts and styles).
// Which chunks: bench/lib/first-load.mjs, the same discovery the byte budgets use (and that
// the bench checks against what Chromium really fetches). If the build's output ever changes
// shape so that discovery fails, the page is left as it was and the build says so.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { shellFirstLoad, stylesFor } from '../../bench/lib/first-load.mjs';

const START = '<!-- first-render preloads (scripts/lib/preload-hints.mjs) -->';
const END = '<!-- /first-render preloads -->';

/**
 * The <link rel="preload"> block for a first-load set: the chunks not already named by a
 * <script src> (the initial scripts start by themselves), then their stylesheets.
 * @param {{ files: string[], initial: string[] }} firstLoad
 * @param {string[]} styles
 */
export function preloadBlock({ files, initial }, styles) {
  const chunks = files.filter((file) => !initial.includes(file));
  if (!chunks.length && !styles.length) return '';
  const tag = (href, as, extra = '') => `<link rel="preload" href="/${href}" as="${as}"${extra} />`;
  // The entry is a deferred script (Low priority) and paints nothing itself: the page's first
  // paint (theme, boot status) is in the HTML. Its chunks get its priority, not the High of a
  // script that blocks parsing, so nothing competes with the first paint for the link (and
  // Lighthouse's simulation, which counts High-priority scripts as render-blocking, agrees).
  const script = (href) => tag(href, 'script', ' fetchpriority="low"');
  return [START, ...chunks.map(script), ...styles.map((f) => tag(f, 'style')), END].join('');
}

/** index.html with the block put just before </head> (an older block replaced). */
export function withPreloads(html, block) {
  const from = html.indexOf(START);
  const to = html.indexOf(END, from);
  const bare = from >= 0 && to >= 0 ? html.slice(0, from) + html.slice(to + END.length) : html;
  return block ? bare.replace('</head>', `${block}</head>`) : bare;
}

/** Write the preloads into the shell's built index.html. Returns how many files it names. */
export async function addShellPreloads(shellDist) {
  const file = join(shellDist, 'index.html');
  let firstLoad;
  try {
    firstLoad = shellFirstLoad(shellDist);
  } catch (error) {
    console.warn(`No first-render preloads in ${file}: ${error instanceof Error ? error.message : error}`);
    return 0;
  }
  const styles = stylesFor(shellDist, firstLoad.files);
  const block = preloadBlock(firstLoad, styles);
  await writeFile(file, withPreloads(await readFile(file, 'utf8'), block));
  return firstLoad.files.length - firstLoad.initial.length + styles.length;
}
