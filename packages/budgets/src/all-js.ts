/**
 * Every JavaScript file `/` fetches in the page, including what starts after the first
 * paint ("all JavaScript fetched by `/` including the idle prefetch of the main
 * hubs"), read from the production build alone, for the CI budget. The bench checks this
 * set against what Chromium fetched (results.json → allJs.staticMatchesBrowser).
 *
 * 1. The shell's first load (first-load.ts).
 * 2. The chunks that first-load chunks load lazily, one level down (each chunk's children in
 *    the load graph): the shell's secondary pages (preloaded 100 ms after start),
 *    workbox-window (service worker registration after the first render) and the federation
 *    runtime (`after-paint-*`, wanted by the idle prefetch of the hubs) — except chunks named
 *    `on-demand-*`, which only a family's action or synced mode fetches (Supabase's client in demo mode is never loaded; confetti waits for a
 *    stamp). A lazy page's own lazy imports are not followed: nothing preloads them.
 * 3. Each main hub's remote entry and its `./routes` chunks (the idle prefetch runs
 *    loadRemote('<hub>/routes')); the shared modules they consume are the shell's, already
 *    loaded (shareStrategy 'loaded-first', shell/src/federation/sharing/shared-by-shell.ts).
 * Not counted: the service worker's own precache (another context, not the page's load).
 */
import { ON_DEMAND_PREFIX, chunksById, readLoadGraph, remoteFiles, shellFirstLoad } from './first-load.js';

/** The hubs the shell prefetches at idle (shell/src/bootstrap.tsx MAIN_HUBS, spec §9). */
export const MAIN_HUBS: string[] = ['zones', 'marketplace', 'naturversity', 'naturbank'];

/**
 * @param hubs the main hubs' dist folders
 * @returns paths relative to each dist
 */
export function homeAllJs(
  shellDist: string,
  hubs: ReadonlyArray<{ name: string; dist: string }>,
): { shell: string[]; idle: string[]; hubs: Array<{ name: string; files: string[] }> } {
  const graph = readLoadGraph(shellDist);
  const { files: first, chunks } = shellFirstLoad(shellDist, graph);
  const byId = chunksById(graph);
  const idle = new Set<string>();
  // the chunks first-load chunks load lazily (rspack's chunk relations), one level down
  for (const id of chunks) {
    for (const child of byId.get(id)?.children ?? []) {
      const lazy = byId.get(String(child));
      if (!lazy || chunks.includes(String(child)) || lazy.names.some((n) => n.startsWith(ON_DEMAND_PREFIX))) continue;
      for (const file of lazy.files) if (file.endsWith('.js')) idle.add(file);
    }
  }
  if (!idle.size) throw new Error('no lazily loaded shell chunk found in the load graph');
  return {
    shell: first,
    idle: [...idle],
    hubs: hubs.map(({ name, dist }) => {
      const { remoteEntry, routes } = remoteFiles(dist);
      return { name, files: [...remoteEntry, ...routes] };
    }),
  };
}
