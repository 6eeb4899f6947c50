// Builds the floor app (bench/floor/src) into bench/.floor/ with the same Rsbuild
// settings as the parts (split-by-experience, hashed names, no source maps), minus
// Module Federation — the difference is what federation costs.
import { createRsbuild } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressDir } from '@naturverse/build-preset/precompress';
import { REACT_PROFILING_ENV, reactProfiling } from '@naturverse/build-preset/rsbuild';

export const FLOOR_DIR = fileURLToPath(new URL('../floor/', import.meta.url));
export const FLOOR_DIST = fileURLToPath(new URL('../.floor/', import.meta.url));
/** The floor built with React's profiling build, its commits marked as the shell's measuring build marks them. */
export const FLOOR_PROFILING_DIST = fileURLToPath(new URL('../.floor-profiling/', import.meta.url));

/** `profiling`: the measuring build (the same switch as the shell's, @naturverse/build-preset's reactProfiling). */
export async function buildFloor({ profiling = false } = {}) {
  const react = reactProfiling({ [REACT_PROFILING_ENV]: profiling ? '1' : '0' });
  const dist = profiling ? FLOOR_PROFILING_DIST : FLOOR_DIST;
  const rsbuild = await createRsbuild({
    cwd: FLOOR_DIR,
    rsbuildConfig: {
      mode: 'production',
      source: { entry: { index: './src/index.tsx' }, define: react.define },
      resolve: { alias: react.alias },
      html: { title: 'Floor', meta: { viewport: 'width=device-width, initial-scale=1' } },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      output: {
        distPath: { root: dist },
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
  await precompressDir(dist);
  return { dist, ms: performance.now() - started };
}
