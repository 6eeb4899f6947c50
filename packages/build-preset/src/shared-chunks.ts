// Which lazy chunks of a hub belong to a shared library, for the hub's mf-manifest.json.
//
// Module Federation's manifest lists under the exposed module every async chunk reachable
// from it, through the hub's own copies of shared libraries too (their fallbacks): the
// Supabase client that @naturverse/auth loads on demand, ui's grown-up dialog. In the site
// the shell's copy of each shared library is the one that runs, so a hub's copy and its lazy
// chunks are never fetched — but listed under the expose they looked like the hub's own code,
// and the service worker warmed two extra copies of the Supabase client at install.
// `attributeSharedChunks` moves each such chunk to the async assets of the shared library
// whose copy reaches it; a chunk the exposed module reaches itself stays where it is.

type Assets = Record<'js' | 'css', { sync: string[]; async: string[] }>;

export interface ChunkGroupNode {
  files: string[];
  children: number[];
}

interface ChunkGroupLike {
  getFiles(): string[];
  childrenIterable: Iterable<unknown>;
}

/** The chunk groups of a compilation as plain data: each group's files and children (by index). */
export function chunkGroupGraph(compilation: { chunkGroups: ReadonlyArray<ChunkGroupLike> }): ChunkGroupNode[] {
  const groups = [...compilation.chunkGroups];
  // rspack hands out a new wrapper object per access: a group is known by its files
  const keyOf = (group: ChunkGroupLike) => group.getFiles().slice().sort().join('\n');
  const indexByKey = new Map(groups.map((group, i) => [keyOf(group), i]));
  return groups.map((group) => ({
    files: group.getFiles(),
    children: [...group.childrenIterable].map((child) => indexByKey.get(keyOf(child as ChunkGroupLike))).filter((i) => i !== undefined),
  }));
}

const KINDS = ['js', 'css'] as const;

/** Files reachable from `starts` through children, entering no group in `stop`. */
function reachable(graph: ChunkGroupNode[], starts: number[], stop: Set<number>): Set<string> {
  const seen = new Set<number>();
  const files = new Set<string>();
  const queue = [...starts];
  while (queue.length) {
    const i = queue.shift()!;
    const group = graph[i];
    if (seen.has(i) || !group) continue;
    seen.add(i);
    for (const file of group.files) files.add(file);
    for (const child of group.children) if (!stop.has(child)) queue.push(child);
  }
  return files;
}

/**
 * @returns the stats with each expose's async assets that only a shared library's copy reaches moved to that library
 */
export function attributeSharedChunks<S extends { shared: Array<{ name: string; assets: Assets }>; exposes: Array<{ assets: Assets }> }>(
  stats: S,
  graph: ChunkGroupNode[],
): S {
  const syncOf = (group: { assets: Assets }) => KINDS.flatMap((kind) => group.assets[kind].sync);
  // a group holding only a shared library's own files is that library's copy (its fallback)
  const ownerOfGroup = new Map<number, S['shared'][number]>();
  for (const share of stats.shared) {
    const files = new Set(syncOf(share));
    graph.forEach((group, i) => {
      if (group.files.length && group.files.every((f) => files.has(f))) ownerOfGroup.set(i, share);
    });
  }
  const sharedGroups = new Set(ownerOfGroup.keys());
  // what each shared copy reaches, walked once (not again for every chunk to place)
  const reachedByShare = [...ownerOfGroup].map(([i, share]) => ({ share, files: reachable(graph, [i], new Set()) }));
  for (const expose of stats.exposes) {
    const own = new Set(syncOf(expose));
    const starts = graph.flatMap((group, i): number[] => (group.files.some((f) => own.has(f)) ? [i] : []));
    const exposeReaches = reachable(graph, starts, sharedGroups);
    for (const kind of KINDS) {
      const kept: string[] = [];
      for (const file of expose.assets[kind].async) {
        const owner = exposeReaches.has(file) ? undefined : reachedByShare.find((r) => r.files.has(file))?.share;
        // reached by the expose itself, or some other way: left where Module Federation put it
        if (!owner) kept.push(file);
        else if (!owner.assets[kind].async.includes(file)) owner.assets[kind].async.push(file);
      }
      expose.assets[kind].async = kept;
    }
  }
  return stats;
}
