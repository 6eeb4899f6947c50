/**
 * Every JavaScript file `/` fetches in the page, including what starts after the first
 * paint (issue 13: "all JavaScript fetched by `/` including the idle prefetch of the main
 * hubs"), read from the production dist alone, for the CI budget. The bench checks this
 * set against what Chromium fetched (results.json → allJs.staticMatchesBrowser).
 *
 * 1. The shell's first load (first-load.mjs).
 * 2. The chunks that first-load code loads lazily, one level down: the shell's secondary
 *    pages (preloaded 100 ms after start), workbox-window (service worker registration
 *    after the first render) and the federation runtime (`after-paint-*`, wanted by the idle
 *    prefetch of the hubs) — except chunks named `on-demand-*`, which only a family's action or synced
 *    mode fetches (Supabase's client in demo mode is never loaded; confetti waits for a
 *    stamp). A lazy page's own lazy imports are not followed: nothing preloads them.
 * 3. Each main hub's remote entry and its `./routes` chunks (the idle prefetch runs
 *    loadRemote('<hub>/routes')); the shared modules they consume are the shell's, already
 *    loaded (shareStrategy 'loaded-first', shell/src/federation/shared-by-shell.ts).
 * Not counted: the service worker's own precache (another context, not the page's load).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ON_DEMAND_PREFIX, chunkFile, moduleChunkLoads, remoteFiles, shellFirstLoad } from './first-load.mjs';

export { ON_DEMAND_PREFIX, chunkNames } from './first-load.mjs';

/** The hubs the shell prefetches at idle (shell/src/bootstrap.tsx MAIN_HUBS, spec §9). */
export const MAIN_HUBS = ['zones', 'marketplace', 'naturversity', 'naturbank'];

/**
 * @param {string} shellDist
 * @param {{ name: string, dist: string }[]} hubs the main hubs' dist folders
 * @returns {{ shell: string[], idle: string[], hubs: { name: string, files: string[] }[] }} paths relative to each dist
 */
export function homeAllJs(shellDist, hubs) {
  const { files: first, names } = shellFirstLoad(shellDist);
  const idle = new Set();
  for (const file of first) {
    for (const id of moduleChunkLoads(readFileSync(join(shellDist, file), 'utf8'))) {
      const name = names.get(id) ?? id;
      if (name.startsWith(ON_DEMAND_PREFIX)) continue;
      const lazy = chunkFile(shellDist, name);
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
