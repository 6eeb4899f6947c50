// What each part's own Rsbuild build does besides bundling (issue 25, "one build"): the
// compressed files beside the output, and for the shell the first render's preloads. Both
// run on Rsbuild's public hooks inside the part's build, so `pnpm --filter <part> build` and
// `npm run build` give the same dist, and nothing is read back out of generated code.
import { precompressDir } from './precompress.mjs';

/** The chunk group the shell's start-up loads before its first render (shell/src/index.ts names it). */
export const FIRST_RENDER_CHUNK = 'first-render';

/**
 * Brotli and gzip files beside every compressible file of the part's dist (packages/config/
 * precompress.mjs), after Rsbuild has written it: the server sends them as they are.
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginPrecompress() {
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
 * @returns {import('@rsbuild/core').RsbuildPlugin}
 */
export function pluginFirstRenderPreloads() {
  return {
    name: 'naturverse:first-render-preloads',
    setup(api) {
      api.modifyHTMLTags((tags, { compilation, assetPrefix }) => {
        const group = compilation.namedChunkGroups.get(FIRST_RENDER_CHUNK);
        if (!group) throw new Error(`No chunk group named "${FIRST_RENDER_CHUNK}": the shell's start-up must import its app as webpackChunkName "${FIRST_RENDER_CHUNK}" (shell/src/index.ts)`);
        const named = new Set([...tags.headTags, ...tags.bodyTags].map((tag) => tag.attrs?.src ?? tag.attrs?.href).filter(Boolean));
        const href = (file) => `${assetPrefix.replace(/\/$/, '')}/${file}`;
        const files = group.getFiles().filter((file) => !named.has(href(file)));
        // The entry is a deferred script (Low priority) and paints nothing itself: the page's
        // first paint (theme, boot status) is in the HTML. Its chunks get its priority, so
        // nothing competes with the first paint for the link (and Lighthouse's simulation,
        // which counts High-priority scripts as render-blocking, agrees).
        const scripts = files.filter((f) => f.endsWith('.js')).map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: href(f), as: 'script', fetchpriority: 'low' } }));
        const styles = files.filter((f) => f.endsWith('.css')).map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: href(f), as: 'style' } }));
        return { ...tags, headTags: [...tags.headTags, ...scripts, ...styles] };
      });
    },
  };
}
