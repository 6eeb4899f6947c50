/**
 * Which files the shell's `/` needs before its first render, read from the
 * production dist alone (no browser), for the CI budget. The bench checks this
 * set against what Chromium really fetched (results.json → firstLoad.staticMatchesBrowser).
 *
 * How (rspack 2 output of a runtime-only Module Federation host, bench/README.md):
 * 1. The initial scripts: every `<script src>` in dist/index.html.
 * 2. The chunks the initial scripts' own module code loads straight away: the
 *    shell's index.ts does `import('./bootstrap')`, compiled to
 *    `Promise.all([r.e("i"),r.e("re"),r.e("l")])`. Module code calls the chunk loader
 *    through a short parameter name (`r.e(…)`); rspack's runtime calls it
 *    `__webpack_require__.e(…)`, skipped. Chunks reached from those chunks are NOT
 *    followed: they are lazy pages (loaded after first render). A load that includes a
 *    chunk named `after-paint-*` (the federation runtime, shell/src/federation/remotes.ts)
 *    starts only when a hub is wanted, never for `/`'s first render, and one named
 *    `on-demand-*` only when asked (a tester's hub override): the whole group is left out.
 * Named chunks (`lib-react`, `after-paint-federation`) keep a short id in the code; the
 * runtime's chunk-filename map gives their file names (chunkNames).
 * If the output format changes and nothing matches, this throws instead of under-counting.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Chunks that start after the first paint of `/` (see step 2). */
export const AFTER_PAINT_PREFIX = 'after-paint-';

/** Chunks only a family's action (or a tester's override, or synced mode) fetches: never at start, never at idle. */
export const ON_DEMAND_PREFIX = 'on-demand-';

const notAtStart = (name) => name.startsWith(AFTER_PAINT_PREFIX) || name.startsWith(ON_DEMAND_PREFIX);

/** A <script> whose attributes say it runs (no data type such as application/ld+json). */
const runs = (attrs) => !/\btype="(?!text\/javascript|module)[^"]*"/.test(attrs);

export function initialScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (!src || !runs(attrs)) continue;
    out.push(src.replace(/^\//, ''));
  }
  return out;
}

/**
 * The bodies of the page's inline scripts that run (no src; no data type such as JSON-LD):
 * the theme before first paint. Their bytes travel in the HTML but are JavaScript the first
 * load runs, so the budgets and the bench count them with the script files (INLINE_SCRIPTS).
 */
export function inlineScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = m;
    if (/\bsrc=/.test(attrs) || !runs(attrs) || !body.trim()) continue;
    out.push(body);
  }
  return out;
}

/** The inline scripts of a dist's index.html, as the bytes the budgets and the bench size. */
export function inlineScriptBytes(dist) {
  return Buffer.from(inlineScripts(readFileSync(join(dist, 'index.html'), 'utf8')).join('\n'));
}

/** How the inline scripts are named where files are listed. */
export const INLINE_SCRIPTS = 'index.html inline <script>';

const CHUNK_LOAD = /(?<![\w$.])([A-Za-z_$][\w$]*)\.e\((\d+|"[^"]+")\)/g;

/** Chunk ids loaded by module code (not by rspack's runtime, which says `__webpack_require__`). */
export function moduleChunkLoads(source) {
  const ids = new Set();
  for (const m of source.matchAll(CHUNK_LOAD)) {
    if (m[1] === '__webpack_require__') continue;
    ids.add(m[2].replace(/"/g, ''));
  }
  return [...ids];
}

/**
 * Named chunks (webpackChunkName, split-by-experience's lib-*) keep a short id in the code
 * and their name in the file: the runtime maps one to the other in its chunk-filename
 * function, `"static/js/async/"+(({o1:"on-demand-confetti",…})[e]||e)+…`.
 * @returns {Map<string, string>} chunk id → chunk name
 */
export function chunkNames(js) {
  const map = /"static\/js\/async\/"\+\(\((\{[^}]*\})\)\[[\w$]+\]\|\|[\w$]+\)/.exec(js);
  if (!map) return new Map();
  const entries = JSON.parse(map[1].replace(/([{,])\s*([\w$]+)\s*:/g, '$1"$2":'));
  return new Map(Object.entries(entries));
}

/** Module code's chunk loads without those that wait (a group with an `after-paint-*` or `on-demand-*` chunk). */
export function startupChunkLoads(source, names = new Map()) {
  const waits = (id) => notAtStart(names.get(id) ?? id);
  const kept = source
    .replace(/Promise\.all\(\[[^\]]*\]\)/g, (group) => (moduleChunkLoads(group).some(waits) ? '' : group))
    .replace(CHUNK_LOAD, (load, _name, id) => (waits(id.replace(/"/g, '')) ? '' : load));
  return moduleChunkLoads(kept);
}

/** The file of a chunk (by id, or by name for a named one); undefined for an id with no file. */
export function chunkFile(dist, idOrName) {
  const dir = join(dist, 'static/js/async');
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find((f) => f.startsWith(`${idOrName}.`) && /^[^.]+\.[0-9a-f]{6,}\.js$/.test(f));
  return name ? `static/js/async/${name}` : undefined;
}

/** @returns {{ files: string[], initial: string[], chunks: string[], names: Map<string, string> }} */
export function shellFirstLoad(dist) {
  const initial = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!initial.length) throw new Error(`${dist}/index.html references no script`);
  const sources = initial.map((script) => readFileSync(join(dist, script), 'utf8'));
  const names = new Map(sources.flatMap((js) => [...chunkNames(js)]));
  const files = new Set(initial);
  const chunks = new Set();
  for (const js of sources) {
    for (const id of startupChunkLoads(js, names)) {
      chunks.add(id);
      const file = chunkFile(dist, names.get(id) ?? id);
      if (file) files.add(file);
    }
  }
  if (!chunks.size) throw new Error('no chunk loaded by the initial scripts was found: output format changed?');
  return { files: [...files], initial, chunks: [...chunks], names };
}

/**
 * The stylesheets that come with a set of JS files: CSS is built as files (one per chunk,
 * same chunk id, `static/css/async/<id>.<hash>.css`), loaded with the chunk that needs it.
 */
export function stylesFor(dist, jsFiles) {
  const dir = join(dist, 'static/css/async');
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir);
  const out = [];
  for (const js of jsFiles) {
    const id = /^static\/js\/async\/([^.]+)\./.exec(js)?.[1];
    const css = id && names.find((f) => f.startsWith(`${id}.`) && /^[^.]+\.[0-9a-f]{6,}\.css$/.test(f));
    if (css) out.push(`static/css/async/${css}`);
  }
  return out;
}

/** A remote's entry and its exposed `./routes` files, from its mf-manifest.json. */
export function remoteFiles(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'));
  const { remoteEntry } = manifest.metaData;
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  const routes = manifest.exposes.find((e) => e.path === './routes' || e.name === 'routes');
  if (!routes) throw new Error(`${dist}/mf-manifest.json exposes no ./routes`);
  return { remoteEntry: [entry], routes: [...routes.assets.js.sync], routesCss: [...(routes.assets.css?.sync ?? [])] };
}
