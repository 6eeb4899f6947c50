/**
 * Which files the shell's `/` needs before its first render, read from the production build
 * alone (no browser), for the CI budget. The bench checks this set against what Chromium
 * really fetched (results.json → firstLoad.staticMatchesBrowser).
 *
 * From the load graph the shell's own build writes beside its dist (rspack's stats JSON,
 * `pluginLoadGraph` in packages/build-preset/src/build-plugins.ts): the chunks of the entry point and of
 * the chunk group the start-up imports as `first-render` (the same group the build preloads
 * from index.html). Nothing is read out of generated code. Chunk groups named `after-paint-*`
 * (the federation runtime, when a hub is wanted) and `on-demand-*` (an action, an override, a
 * canary, synced mode) are not in it: the start-up imports them separately.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_RENDER_CHUNK, LOAD_GRAPH_FILE } from '@naturverse/build-preset/build-plugins';

/** Chunks only a family's action (or a tester's override, or synced mode) fetches: never at start, never at idle. */
export const ON_DEMAND_PREFIX = 'on-demand-';

/** A <script> whose attributes say it runs (no data type such as application/ld+json). */
const runs = (attrs: string): boolean => !/\btype="(?!text\/javascript|module)[^"]*"/.test(attrs);

export interface GraphChunk {
  id: string | number;
  names: string[];
  files: string[];
  children: Array<string | number>;
}

export interface LoadGraph {
  entrypoints: Record<string, { chunks: Array<string | number> }>;
  namedChunkGroups: Record<string, { chunks: Array<string | number> }>;
  chunks: GraphChunk[];
}

/** The load graph the part's build wrote beside `dist`. */
export function readLoadGraph(dist: string): LoadGraph {
  const file = join(dist, '..', LOAD_GRAPH_FILE);
  if (!existsSync(file))
    throw new Error(`${file} is missing: build the shell (its build writes it; packages/build-preset/src/build-plugins.ts pluginLoadGraph)`);
  return JSON.parse(readFileSync(file, 'utf8')) as LoadGraph;
}

/** The chunks of a graph by id. */
export const chunksById = (graph: LoadGraph): Map<string, GraphChunk> => new Map(graph.chunks.map((c) => [String(c.id), c]));

/** The first load's scripts and stylesheets (paths relative to dist), and its chunks' ids. */
export function shellFirstLoad(dist: string, graph: LoadGraph = readLoadGraph(dist)): { files: string[]; styles: string[]; chunks: string[] } {
  const entry = graph.entrypoints.index?.chunks;
  const render = graph.namedChunkGroups[FIRST_RENDER_CHUNK]?.chunks;
  if (!entry?.length) throw new Error(`${dist}: the load graph has no entry point "index"`);
  if (!render?.length) throw new Error(`${dist}: the load graph has no chunk group "${FIRST_RENDER_CHUNK}"`);
  const byId = chunksById(graph);
  const chunks = [...new Set([...entry, ...render].map(String))];
  const files = chunks.flatMap((id) => {
    const chunk = byId.get(id);
    if (!chunk) throw new Error(`${dist}: the load graph names chunk ${id} but does not list it`);
    return chunk.files;
  });
  return { files: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')), chunks };
}

/**
 * The bodies of the page's inline scripts that run (no src; no data type such as JSON-LD):
 * the theme before first paint. Their bytes travel in the HTML but are JavaScript the first
 * load runs, so the budgets and the bench count them with the script files (INLINE_SCRIPTS).
 */
export function inlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', body = ''] = m;
    if (/\bsrc=/.test(attrs) || !runs(attrs) || !body.trim()) continue;
    out.push(body);
  }
  return out;
}

/** The inline scripts of a dist's index.html, as the bytes the budgets and the bench size. */
export function inlineScriptBytes(dist: string): Buffer {
  return Buffer.from(inlineScripts(readFileSync(join(dist, 'index.html'), 'utf8')).join('\n'));
}

/** How the inline scripts are named where files are listed. */
export const INLINE_SCRIPTS: string = 'index.html inline <script>';

/** A remote's entry and its exposed `./routes` files, from its mf-manifest.json. */
interface HubManifest {
  metaData: { remoteEntry: { path?: string; name: string } };
  exposes: Array<{ path?: string; name?: string; assets: { js: { sync: string[] }; css?: { sync: string[] } } }>;
}

export function remoteFiles(dist: string): { remoteEntry: string[]; routes: string[]; routesCss: string[] } {
  const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as HubManifest;
  const { remoteEntry } = manifest.metaData;
  const entry = [remoteEntry.path, remoteEntry.name].filter(Boolean).join('/');
  const routes = manifest.exposes.find((e) => e.path === './routes' || e.name === 'routes');
  if (!routes) throw new Error(`${dist}/mf-manifest.json exposes no ./routes`);
  return { remoteEntry: [entry], routes: [...routes.assets.js.sync], routesCss: [...(routes.assets.css?.sync ?? [])] };
}
