// Types for shared-chunks.mjs.
type Assets = Record<'js' | 'css', { sync: string[]; async: string[] }>;
export interface ChunkGroupNode {
  files: string[];
  children: number[];
}
export function chunkGroupGraph(compilation: { chunkGroups: ReadonlyArray<{ getFiles(): string[]; childrenIterable: Iterable<unknown> }> }): ChunkGroupNode[];
export function attributeSharedChunks<S extends { shared: Array<{ name: string; assets: Assets }>; exposes: Array<{ assets: Assets }> }>(
  stats: S,
  graph: ChunkGroupNode[],
): S;
