/**
 * The service worker build (run after the shell's own build, see package.json):
 * src/sw/sw.ts bundled as one classic worker script, then workbox-build's
 * injectManifest writes it to dist/sw.js with the list of the shell's built files
 * to precache. The file keeps a fixed name at the site root (a service worker's URL
 * must not change) and is served no-cache, so a new build is seen on the next visit.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { injectManifest } from 'workbox-build';
import { REMOTES, providedShares } from '@naturverse/site/federation';
import { HASHED_FILE } from '@naturverse/contracts/hashed-files';
import { precompressFiles } from '@naturverse/build-preset/precompress';
import shell from './rsbuild.config';
import { webBuildDir } from './build/dist-dir';

const dir = fileURLToPath(new URL('.', import.meta.url));
const dist = webBuildDir(shell, dir);
const bundleDir = `${dir}node_modules/.cache/naturverse-sw`;

const injectPrecacheList: RsbuildPlugin = {
  name: 'naturverse:inject-precache-list',
  setup(api) {
    api.onAfterBuild(async () => {
      const { count, size, warnings } = await injectManifest({
        swSrc: `${bundleDir}/sw.js`,
        swDest: join(dist, 'sw.js'),
        globDirectory: dist,
        // the registry, config and build stats are JSON: never precached (network-first instead);
        // the web app manifest and its icons are, so the installed app opens offline
        globPatterns: ['**/*.{html,js,css,svg,png,jpg,jpeg,webp,woff2,webmanifest}'],
        // hashed names change with their content: no revision needed (the rule the servers and the worker's routes use)
        dontCacheBustURLsMatching: HASHED_FILE,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      });
      for (const warning of warnings) console.warn(`[sw] ${warning}`);
      console.log(`[sw] ${join(dist, 'sw.js')} precaches ${count} shell files (${(size / 1024).toFixed(0)} KiB)`);
      // written after the main build compressed the rest of dist: its own .br and .gz
      await precompressFiles([join(dist, 'sw.js')]);
    });
  },
};

export default defineConfig({
  source: {
    entry: { sw: './src/sw/sw.ts' },
    // the worker does not warm a hub's own copy of what the shell provides (src/sw/hub-assets.ts)
    define: {
      __NATURVERSE_SHELL_SHARES__: JSON.stringify(Object.keys(providedShares(dir))),
      // the hubs whose page the shell's build prerendered (src/prerender): offline, a hub's path gets its page
      __NATURVERSE_HUB_PREFIXES__: JSON.stringify(REMOTES.flatMap((hub) => hub.prefixes)),
    },
  },
  output: {
    target: 'web-worker',
    distPath: { root: bundleDir, js: '' },
    filename: { js: '[name].js' },
    filenameHash: false,
    legalComments: 'none',
    sourceMap: { js: false },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  plugins: [injectPrecacheList],
});
