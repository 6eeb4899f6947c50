import { describe, expect, it } from 'vitest';
import { attributeSharedChunks, chunkGroupGraph } from './shared-chunks.js';

type Assets = Record<'js' | 'css', { sync: string[]; async: string[] }>;
const assets = (jsSync: string[], jsAsync: string[] = [], cssAsync: string[] = []): Assets => ({
  js: { sync: jsSync, async: jsAsync },
  css: { sync: [], async: cssAsync },
});

// A hub like naturbank: its route entry loads two pages of its own; its copy of @naturverse/auth
// (the share's fallback) loads the Supabase client on demand; a page and auth share a vendor chunk.
const graph = [
  /* 0 expose */ { files: ['expose.js'], children: [1, 2, 3] },
  /* 1 page   */ { files: ['page-a.js', 'page-a.css'], children: [] },
  /* 2 page   */ { files: ['vendor.js', 'page-b.js'], children: [] },
  /* 3 auth's copy */ { files: ['auth.js', 'auth-2.js'], children: [4, 5] },
  /* 4 */ { files: ['supabase.js'], children: [] },
  /* 5 */ { files: ['vendor.js', 'auth-actions.js', 'auth-actions.css'], children: [] },
];

function hubStats() {
  return {
    shared: [
      { name: '@naturverse/auth', assets: assets(['auth.js', 'auth-2.js']) },
      { name: 'react', assets: assets(['react.js']) },
    ],
    exposes: [
      {
        name: 'routes',
        assets: assets(['expose.js'], ['page-a.js', 'vendor.js', 'page-b.js', 'supabase.js', 'auth-actions.js'], ['page-a.css', 'auth-actions.css']),
      },
    ],
  };
}

describe('attributeSharedChunks', () => {
  it("lists a shared library's lazy chunks with that library, not with the route entry", () => {
    const stats = attributeSharedChunks(hubStats(), graph);
    expect(stats.exposes[0]!.assets.js.async).toEqual(['page-a.js', 'vendor.js', 'page-b.js']);
    expect(stats.exposes[0]!.assets.css.async).toEqual(['page-a.css']);
    expect(stats.shared[0]!.assets.js.async).toEqual(['supabase.js', 'auth-actions.js']);
    expect(stats.shared[0]!.assets.css.async).toEqual(['auth-actions.css']);
    expect(stats.shared[1]!.assets).toEqual(assets(['react.js']));
  });

  it('keeps a chunk the route entry reaches itself, even when a shared library reaches it too', () => {
    const stats = attributeSharedChunks(hubStats(), graph);
    expect(stats.exposes[0]!.assets.js.async).toContain('vendor.js');
    expect(stats.shared[0]!.assets.js.async).not.toContain('vendor.js');
  });

  it('leaves a chunk no shared library reaches where Module Federation listed it', () => {
    const stats = hubStats();
    stats.exposes[0]!.assets.js.async.push('unknown.js');
    expect(attributeSharedChunks(stats, graph).exposes[0]!.assets.js.async).toContain('unknown.js');
  });

  it('moves nothing from a hub that shares nothing', () => {
    const stats = { shared: [], exposes: [{ name: 'routes', assets: assets(['expose.js'], ['page-a.js', 'supabase.js']) }] };
    expect(attributeSharedChunks(stats, graph).exposes[0]!.assets.js.async).toEqual(['page-a.js', 'supabase.js']);
  });
});

describe('chunkGroupGraph', () => {
  it('links groups by their files (rspack hands out a new wrapper on every access)', () => {
    const group = (i: number) => ({
      getFiles: () => [...graph[i]!.files],
      get childrenIterable() {
        return graph[i]!.children.map(group);
      },
    });
    expect(chunkGroupGraph({ chunkGroups: graph.map((_, i) => group(i)) })).toEqual(graph);
  });
});
