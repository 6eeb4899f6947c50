// Builds the floor app (bench/floor/src) into bench/.floor/ with the same Rsbuild
// settings as the parts (split-by-experience, hashed names, no source maps), minus
// Module Federation — the difference is what federation costs.
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '@naturverse/build-preset/precompress';

export const FLOOR_DIR = fileURLToPath(new URL('../floor/', import.meta.url));
export const FLOOR_DIST = fileURLToPath(new URL('../.floor/', import.meta.url));

export async function buildFloor() {
  const rsbuild = await createRsbuild({
    cwd: FLOOR_DIR,
    rsbuildConfig: {
      mode: 'production',
      source: { entry: { index: './src/index.tsx' } },
      html: { title: 'Floor', meta: { viewport: 'width=device-width, initial-scale=1' } },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      output: {
        distPath: { root: FLOOR_DIST },
        cleanDistPath: true,
        filenameHash: true,
        legalComments: 'none',
        injectStyles: true,
        sourceMap: { js: false, css: false },
        assetPrefix: '/',
      },
      plugins: [pluginReact()],
      logLevel: 'warn',
    },
  });
  const started = performance.now();
  await rsbuild.build();
  // served by the same static server as the parts, so compressed at build time like them
  await precompressDir(FLOOR_DIST);
  return { dist: FLOOR_DIST, ms: performance.now() - started };
}
