/**
 * Which files the shell's `/` needs before its first render, read from the
 * production dist alone (no browser), for the CI budget. The bench checks this
 * set against what Chromium really fetched (results.json → firstLoad.staticMatchesBrowser).
 *
 * How (rspack 2 / Module Federation 2 output, documented in bench/README.md):
 * 1. The initial scripts: every `<script src>` in dist/index.html.
 * 2. The chunks the initial scripts' own module code loads straight away: the
 *    shell's index.ts does `import('./bootstrap')`, compiled to
 *    `Promise.all([r.e(6), r.e("e1"), r.e("w")])`. Module code calls the chunk
 *    loader through a short parameter name (`r.e(…)`); rspack's runtime and the MF
 *    share tables call it `__webpack_require__.e(…)` — those are share-scope
 *    factories, resolved in step 3, so they are skipped here. Chunks reached from
 *    those chunks are NOT followed: they are lazy pages (loaded after first render).
 * 3. The shared modules those chunks consume (`consumesLoadingData.chunkMapping`
 *    chunk → consume ids → shareKey): on a first visit the shell provides them, so
 *    their files are the chunks of the shell's own provider factory
 *    (`initializeSharingData … {name:"react-dom",…,factory:()=>…e("e1"),…e(4)…}`).
 *    Provider chunks may consume further shared modules (a workspace package consuming
 *    zustand): those are followed to a fixpoint.
 *    (mf-manifest's `shared[].assets.js.sync` also lists the consume fallback chunk,
 *    which is never fetched when the shell's version is chosen: it over-counts.)
 * A chunk id maps to `static/js/async/<id>.<hash>.js`; an id with no file holds
 * only consume stubs. If the output format changes and nothing matches, this throws
 * instead of under-counting.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export function initialScripts(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1];
    const src = /\bsrc="([^"]+)"/.exec(attrs)?.[1];
    if (!src || /\btype="(?!text\/javascript|module)[^"]*"/.test(attrs)) continue;
    out.push(src.replace(/^\//, ''));
  }
  return out;
}

/**
 * The runtime's share tables load chunks from `factory:()=>…` (a provider) and
 * `fallback:()=>…` (a consume's own copy): both resolved in step 3, never module code.
 * Since the bundler runtime is bundled from ESM (packages/config/one-runtime.mjs) it is
 * minified like module code, so its `__webpack_require__` is a short name too.
 */
const SHARE_TABLE_LOAD = /(?:factory|fallback):\(\)=>(?:Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\([^)]*\))/g;

/** Chunk ids loaded by module code (not by the runtime's share tables). */
export function moduleChunkLoads(source) {
  const ids = new Set();
  const js = source.replace(SHARE_TABLE_LOAD, '');
  for (const m of js.matchAll(/(?<![\w$.])([A-Za-z_$][\w$]*)\.e\((\d+|"[^"]+")\)/g)) {
    if (m[1] === '__webpack_require__') continue;
    ids.add(m[2].replace(/"/g, ''));
  }
  return [...ids];
}

/** share key → chunk ids of the shell's provider factory for it. */
export function providerChunks(js) {
  const result = new Map();
  for (const m of js.matchAll(/\{name:"([^"]+)",version:"[^"]*",factory:(.*?)\.then\(/g)) {
    result.set(m[1], [...m[2].matchAll(/\.e\((\d+|"[^"]+")\)/g)].map((x) => x[1].replace(/"/g, '')));
  }
  return result;
}

/** chunk id → share keys it consumes, from the runtime's consumesLoadingData. */
export function consumedShares(js) {
  const mapping = /consumesLoadingData=\{chunkMapping:(\{[^}]*\})/.exec(js);
  if (!mapping) return new Map();
  const chunkToIds = JSON.parse(mapping[1].replace(/([{,])\s*([\w$]+)\s*:/g, '$1"$2":'));
  const idToKey = new Map();
  for (const m of js.matchAll(/([\w$]+):\{shareScope:"[^"]*",shareKey:"([^"]+)"/g)) idToKey.set(m[1], m[2]);
  const result = new Map();
  for (const [chunk, ids] of Object.entries(chunkToIds)) {
    result.set(chunk, ids.map((id) => idToKey.get(id)).filter(Boolean));
  }
  return result;
}

function chunkFile(dist, id) {
  const dir = join(dist, 'static/js/async');
  if (!existsSync(dir)) return undefined;
  const name = readdirSync(dir).find((f) => f.startsWith(`${id}.`) && /^[^.]+\.[0-9a-f]{6,}\.js$/.test(f));
  return name ? `static/js/async/${name}` : undefined;
}

/** @returns {{ files: string[], initial: string[], chunks: string[], shares: string[] }} */
export function shellFirstLoad(dist) {
  const initial = initialScripts(readFileSync(join(dist, 'index.html'), 'utf8'));
  if (!initial.length) throw new Error(`${dist}/index.html references no script`);
  const manifestPath = join(dist, 'mf-manifest.json');
  const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : { shared: [] };
  const files = new Set(initial);
  const chunks = new Set();
  const shares = new Set();
  const providers = new Map();
  const consumesAll = new Map();
  for (const script of initial) {
    const js = readFileSync(join(dist, script), 'utf8');
    const consumes = consumedShares(js);
    for (const [id, keys] of consumes) consumesAll.set(id, keys);
    for (const [key, ids] of providerChunks(js)) providers.set(key, ids);
    for (const id of moduleChunkLoads(js)) {
      chunks.add(id);
      const file = chunkFile(dist, id);
      if (file) files.add(file);
      for (const key of consumes.get(id) ?? []) shares.add(key);
    }
  }
  if (!chunks.size) throw new Error('no chunk loaded by the initial scripts was found: output format changed?');
  // shared providers may consume other shared modules (e.g. a workspace package consuming
  // zustand): follow provider chunks → their consumes until nothing new appears
  const queue = [...shares];
  while (queue.length) {
    const key = queue.shift();
    const ids = providers.get(key);
    if (ids) {
      for (const id of ids) {
        const file = chunkFile(dist, id);
        if (file) files.add(file);
        for (const next of consumesAll.get(id) ?? []) {
          if (!shares.has(next)) {
            shares.add(next);
            queue.push(next);
          }
        }
      }
      continue;
    }
    // no provider table found: fall back to the manifest (may over-count the fallback chunk)
    const entry = manifest.shared.find((s) => s.name === key);
    if (!entry) throw new Error(`shared module "${key}" is consumed but not provided (${manifestPath})`);
    for (const f of entry.assets.js.sync) files.add(f);
  }
  return { files: [...files], initial, chunks: [...chunks], shares: [...shares] };
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
