// What each part's own Rsbuild build does besides bundling, so that a part has one build: the
// compressed files beside the output, and for the shell the first render's preloads. Both
// run on Rsbuild's public hooks inside the part's build, so `pnpm --filter <part> build` and
// `npm run build` give the same dist, and nothing is read back out of generated code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { precompressDir } from './precompress.js';

/** The chunk group the shell's start-up loads before its first render (shell/src/index.ts names it). */
export const FIRST_RENDER_CHUNK = 'first-render';

/**
 * Brotli and gzip files beside every compressible file of the part's dist (
 * precompress.ts), after Rsbuild has written it: the server sends them as they are.
 */
export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'naturverse:precompress',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        // a hub's two environments (federated, standalone) write to one folder: compress it once
        const roots = new Set(Object.values(environments).map((env) => env.distPath));
        for (const root of roots) {
          const { files, raw, br } = await precompressDir(root);
          api.logger.info(`[precompress] ${files} files in ${root}: ${raw} B → ${br} B brotli 11 (+ gzip 9)`);
        }
      });
    },
  };
}

/**
 * The shell's index.html names the chunks its first render needs as `<link rel="preload">`:
 * the entry loads them (the app, React, the router…) only once it has downloaded and run, so
 * on a phone they would wait a round trip plus the entry's download. Which chunks: the files
 * of the chunk group the entry imports as FIRST_RENDER_CHUNK, from rspack's own chunk graph
 * (`compilation.namedChunkGroups`). A build without that group fails, naming it.
 */
export function pluginFirstRenderPreloads(): RsbuildPlugin {
  return {
    name: 'naturverse:first-render-preloads',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const group = compilation.namedChunkGroups.get(FIRST_RENDER_CHUNK);
        if (!group)
          throw new Error(
            `No chunk group named "${FIRST_RENDER_CHUNK}": the shell's start-up must import its app as webpackChunkName "${FIRST_RENDER_CHUNK}" (shell/src/index.ts)`,
          );
        const named = new Set([...tags.headTags, ...tags.bodyTags].map((tag) => tag.attrs?.src ?? tag.attrs?.href).filter(Boolean));
        const href = (file: string) => `${assetPrefix.replace(/\/$/, '')}/${file}`;
        const files = group.getFiles().filter((file) => !named.has(href(file)));
        // The entry is a deferred script (Low priority) and paints nothing itself: the page's
        // first paint (theme, boot status) is in the HTML. Its chunks get its priority, so
        // nothing competes with the first paint for the link (and Lighthouse's simulation,
        // which counts High-priority scripts as render-blocking, agrees).
        const scripts = files
          .filter((f) => f.endsWith('.js'))
          .map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: href(f), as: 'script', fetchpriority: 'low' } }));
        const styles = files.filter((f) => f.endsWith('.css')).map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: href(f), as: 'style' } }));
        return { ...tags, headTags: [...tags.headTags, ...scripts, ...styles] };
      });
    },
  };
}

/** Where the shell's build writes its load graph, relative to the folder that holds its dist: beside dist, never served. */
export const LOAD_GRAPH_FILE: string = join('build-stats', 'load-graph.json');

/**
 * Which files load together and which chunk loads which, as rspack's own stats JSON (its
 * documented format: entrypoints, named chunk groups, chunks with their files, names and
 * children), written beside the part's dist. The byte budgets and the bench read the shell's
 * first load and what `/` fetches after it from here instead of from the generated code.
 */
export function pluginLoadGraph(): RsbuildPlugin {
  return {
    name: 'naturverse:load-graph',
    setup(api) {
      // the shell builds one environment (one web build): its stats are one compilation's
      api.onAfterBuild(({ stats, environments }) => {
        const [environment, ...more] = Object.values(environments);
        if (!environment || more.length) throw new Error('naturverse:load-graph: one environment expected (the shell build)');
        if (!stats) throw new Error('naturverse:load-graph: the build gave no stats');
        const json = stats.toJson({ all: false, ids: true, entrypoints: true, chunkGroups: true, chunks: true, chunkRelations: true });
        const graph = {
          entrypoints: mapValues(json.entrypoints, (g) => ({ chunks: g.chunks })),
          namedChunkGroups: mapValues(json.namedChunkGroups, (g) => ({ chunks: g.chunks })),
          chunks: (json.chunks ?? []).map(({ id, names, files, children, initial }) => ({ id, names, files, children, initial })),
        };
        const file = join(environment.distPath, '..', LOAD_GRAPH_FILE);
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, `${JSON.stringify(graph, null, 1)}\n`);
      });
    },
  };
}

const mapValues = <V, R>(record: Record<string, V> = {}, fn: (value: V) => R): Record<string, R> =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, fn(v)]));
