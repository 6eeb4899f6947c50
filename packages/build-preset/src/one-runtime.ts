// One Module Federation runtime in the page: the shell ships the runtime and
// every hub's federated build takes it from the shell instead of bundling a copy of its own.
// A hub's standalone page (its team's `pnpm --filter <hub> dev`, and its own port in
// production) is a second Rsbuild environment of the same build, with no federation at all:
// it imports its packages straight, so it needs no runtime and cannot lack one.
//
// Measured (gzip -9, docs/coverage/bench.md): each hub's remote entry 34.1 KiB → see the
// bench table; the options below are the ones that won.
import type { EnvironmentConfig, Rspack } from '@rsbuild/core';

/**
 * `loaded-first`: a shared module already loaded (the shell's React, router, stores) is
 * used as is, and registering the hubs never fetches their entries at start
 * (`version-first`, the default, loads every registered remote entry at init).
 */
export const SHARE_STRATEGY = 'loaded-first' as const;

/** The share strategy, for the shell's runtime-only `init` (shell/src/federation/loading/runtime.ts). */
export const SHELL_RUNTIME_DEFINES = { __NATURVERSE_SHARE_STRATEGY__: JSON.stringify(SHARE_STRATEGY) };

/**
 * A hub's federated build: the build plugin's documented options only. The hub takes
 * runtime-core from the page (`externalRuntime`; the shell provides it with Module Federation's
 * own inject-external-runtime-core plugin), and loads no other hub (`disableRemote`).
 */
export const REMOTE_EXPERIMENTS = {
  externalRuntime: true,
  optimization: { target: 'web' as const, disableRemote: true },
};

function federatedOnly(config: Rspack.Configuration): void {
  // no page of its own. Left undefined, rspack falls back to the entry './src', which does not
  // exist; the failed entry then surfaces as "Cannot fulfil chunk condition of external global
  // _FEDERATION_RUNTIME_CORE" (the external runtime has no entry chunk to live in)
  config.entry = {};
  // A `require()` resolves a package's ESM build too (its exports' "import" condition; rspack's
  // documented resolve.byDependency). Module Federation's bundler runtime is CommonJS and
  // requires @module-federation/runtime, sdk and error-codes: as CommonJS builds nothing of them
  // can be tree-shaken. Measured: zones' remote entry 14,346 → 9,655 B gzip -9.
  config.resolve ??= {};
  config.resolve.byDependency = { ...config.resolve.byDependency, commonjs: { conditionNames: ESM_FIRST } };
}

/** Condition names for a `require()` in a hub's federated build: a package's ESM build first. */
export const ESM_FIRST: string[] = ['import', 'module', 'browser', 'default'];

/** The environment the federation plugin builds (its default name). */
export const FEDERATED_ENV = 'web';

/**
 * The two builds of a hub, written to the same dist folder: the federated one (manifest,
 * remote entry, ./routes chunks at the usual paths) and the standalone page (index.html
 * at the root, its scripts and styles under standalone/ so nothing collides).
 */
export function remoteEnvironments({ title }: { title: string }): Record<string, EnvironmentConfig> {
  return {
    [FEDERATED_ENV]: {
      // the federation plugin adds the container entry itself; no page of its own
      source: { entry: {} },
      tools: { htmlPlugin: false, rspack: federatedOnly },
      // a hub's ./routes travels as one file: no chunk split off to share with the consume
      // fallbacks (never fetched: the shell's copies are used), which mf-manifest.json lists
      // under `shared` only — the prefetch fetched it anyway (valibot, 3 hubs), one request more
      performance: { chunkSplit: { strategy: 'split-by-experience', override: { chunks: 'async', cacheGroups: { default: false, defaultVendors: false } } } },
    },
    standalone: {
      source: { entry: { index: './src/bootstrap.tsx' } },
      html: {
        title: `${title} · Naturverse (standalone)`,
        meta: { viewport: 'width=device-width, initial-scale=1' },
        // assetPrefix 'auto' writes relative script and style URLs: from a deep link on the
        // hub's own port (:3001/zones/arcade) they would resolve under /zones/ and 404
        tags: [{ tag: 'base', attrs: { href: '/' }, head: true, append: false }],
      },
      output: {
        distPath: {
          js: 'standalone/js',
          css: 'standalone/css',
          font: 'standalone/font',
          image: 'standalone/image',
          svg: 'standalone/svg',
          media: 'standalone/media',
        },
      },
    },
  };
}
