/**
 * Each hub stylesheet is inserted into the page once, by the hub's own chunk loader.
 *
 * Module Federation's snapshot plugin (runtime-core, on every `loadRemote` of a manifest remote)
 * "preloads" the exposed module's stylesheets as `<link rel="stylesheet">` — and the hub's chunk
 * loader inserts the very same files again when the module's chunk loads, the one that waits for
 * them before the module runs. Measured on `/` after the idle prefetch: 13 stylesheets for 9
 * files, each insert a style recalculation of the page. The snapshot preload takes a
 * `filter` on the asset URLs (its public `PreloadRemoteArgs.filter`, set through the public
 * `beforePreloadRemote` hook); scripts stay preloaded, stylesheets are left to the chunk loader.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export function isStylesheetUrl(url: string): boolean {
  return /\.css$/i.test(url.split(/[?#]/)[0] ?? url);
}

export const stylesheetsByChunkLoader: ModuleFederationRuntimePlugin = {
  name: 'naturverse-stylesheets-by-chunk-loader',
  beforePreloadRemote({ preloadOps }) {
    for (const op of preloadOps) {
      const given = op.filter;
      op.filter = (url) => !isStylesheetUrl(url) && (given ? given(url) : true);
    }
  },
};
