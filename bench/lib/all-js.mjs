/**
 * Every JavaScript file `/` fetches in the page, including what starts after the first
 * paint (issue 13: "all JavaScript fetched by `/` including the idle prefetch of the main
 * hubs"), read from the production dist alone, for the CI budget. The bench checks this
 * set against what Chromium fetched (results.json → allJs.staticMatchesBrowser).
 *
 * 1. The shell's first load (first-load.mjs).
 * 2. The chunks that first-load code loads lazily, one level down: the shell's secondary
 *    pages (preloaded 100 ms after start) and workbox-window (service worker registration
 *    on `load`) — except chunks named `on-demand-*`, which only a family's action or synced
 *    mode fetches (Supabase's client in demo mode is never loaded; confetti waits for a
 *    stamp). A lazy page's own lazy imports are not followed: nothing preloads them.
 * 3. Each main hub's remote entry and its `./routes` chunks (the idle prefetch runs
 *    loadRemote('<hub>/routes')); the shared modules they consume are the shell's, already
 *    loaded (shareStrategy 'loaded-first').
 * Not counted: the service worker's own precache (another context, not the page's load).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { moduleChunkLoads, remoteFiles, shellFirstLoad } from './first-load.mjs';

/** The hubs the shell prefetches at idle (shell/src/bootstrap.tsx MAIN_HUBS, spec §9). */
export const MAIN_HUBS = ['zones', 'marketplace', 'naturversity', 'naturbank'];

export const ON_DEMAND_PREFIX = 'on-demand-';

/**
 * Named chunks (webpackChunkName) keep a short id in the code and their name in the file:
 * the runtime maps one to the other in its chunk-filename function,
 * `"static/js/async/"+(({o1:"on-demand-confetti",…})[e]||e)+…`.
 * @returns {Map<string, string>} chunk id → chunk name
 */
export function chunkNames(js) {
  const map = /"static\/js\/async\/"\+\(\((\{[^}]*\})\)\[[\w$]+\]\|\|[\w$]+\)/.exec(js);
  if (!map) return new Map();
  const entries = JSON.parse(map[1].replace(/([{,])\s*([\w$]+)\s*:/g, '$1"$2":'));
  return new Map(Object.entries(entries));
}

function lazyChunkFile(dist, name) {
  const dir = join(dist, 'static/js/async');
  if (!existsSync(dir)) return undefined;
  const file = readdirSync(dir).find((f) => f.startsWith(`${name}.`) && /^[^.]+\.[0-9a-f]{6,}\.js$/.test(f));
  return file ? `static/js/async/${file}` : undefined;
}

/**
 * @param {string} shellDist
 * @param {{ name: string, dist: string }[]} hubs the main hubs' dist folders
 * @returns {{ shell: string[], idle: string[], hubs: { name: string, files: string[] }[] }} paths relative to each dist
 */
export function homeAllJs(shellDist, hubs) {
  const { files: first, initial } = shellFirstLoad(shellDist);
  const names = new Map();
  for (const script of initial) {
    for (const [id, name] of chunkNames(readFileSync(join(shellDist, script), 'utf8'))) names.set(id, name);
  }
  const idle = new Set();
  for (const file of first) {
    for (const id of moduleChunkLoads(readFileSync(join(shellDist, file), 'utf8'))) {
      const name = names.get(id) ?? id;
      if (name.startsWith(ON_DEMAND_PREFIX)) continue;
      const lazy = lazyChunkFile(shellDist, name);
      if (lazy && !first.includes(lazy)) idle.add(lazy);
    }
  }
  if (!idle.size) throw new Error('no lazily loaded shell chunk found: output format changed?');
  return {
    shell: first,
    idle: [...idle],
    hubs: hubs.map(({ name, dist }) => {
      const { remoteEntry, routes } = remoteFiles(dist);
      return { name, files: [...remoteEntry, ...routes] };
    }),
  };
}
