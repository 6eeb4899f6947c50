// One Module Federation runtime in the page (issue 13): the shell ships the runtime and
// every hub's federated build takes it from the shell instead of bundling a copy of its own.
// A hub's standalone page (its team's `pnpm --filter <hub> dev`, and its own port in
// production) is a second Rsbuild environment of the same build, with no federation at all:
// it imports its packages straight, so it needs no runtime and cannot lack one.
//
// Measured (gzip -9, docs/coverage/bench.md): each hub's remote entry 34.1 KiB → see the
// bench table; the options below are the ones that won.

import { fileURLToPath } from 'node:url';
import { leanContainerRuntime } from './remote-entry.mjs';

/**
 * `loaded-first`: a shared module already loaded (the shell's React, router, stores) is
 * used as is, and registering the hubs never fetches their entries at start
 * (`version-first`, the default, loads every registered remote entry at init).
 */
export const SHARE_STRATEGY = 'loaded-first';

/**
 * The shell is a runtime-only host: it imports @module-federation/runtime itself (a lazy
 * chunk, shell/src/federation/runtime.ts) and provides runtime-core to the hubs through the
 * global `_FEDERATION_RUNTIME_CORE` (shell/src/federation/provide-runtime-core.ts, see there
 * why not `provideExternalRuntime`). What the build plugin's `experiments.optimization.target:
 * 'web'` did for it, these defines do: runtime-core's Node loading paths are dropped. The
 * snapshot plugin stays: it is what reads each hub's mf-manifest.json.
 */
const SHORT_ERROR_MESSAGE = fileURLToPath(new URL('./remote-error-message.mjs', import.meta.url));
const NO_ERROR_TEXTS = fileURLToPath(new URL('./short-error-texts.mjs', import.meta.url));

/**
 * The shell's build: Module Federation's runtime from its ESM builds (bundleEsmFederationRuntime)
 * and its error messages without their texts (measured: the runtime chunk −0.9 KB gzip).
 * @param {import('@rspack/core').Configuration} config
 * @param {{ rspack: typeof import('@rspack/core').rspack }} utils
 */
export function shellFederationRuntime(config, utils) {
  bundleEsmFederationRuntime(config, utils);
  const { NormalModuleReplacementPlugin } = utils.rspack;
  config.plugins.push(
    new NormalModuleReplacementPlugin(/error-codes[\\/]dist[\\/]desc\.m?js$/, NO_ERROR_TEXTS),
    new NormalModuleReplacementPlugin(/error-codes[\\/]dist[\\/]getShortErrorMsg\.m?js$/, SHORT_ERROR_MESSAGE),
  );
}

export const SHELL_RUNTIME_DEFINES = { ENV_TARGET: JSON.stringify('web'), __NATURVERSE_SHARE_STRATEGY__: JSON.stringify(SHARE_STRATEGY) };

/** A hub's federated build: uses the shell's runtime-core (the global `_FEDERATION_RUNTIME_CORE`). */
export const REMOTE_EXPERIMENTS = {
  externalRuntime: true,
  // a hub loads no other hub: the remote-loading half of the bundler runtime goes
  optimization: { target: 'web', disableRemote: true },
};

/**
 * Rspack imports Module Federation's bundler runtime by the absolute path of its CommonJS
 * build (require.resolve picks the "require" condition), and that pulls in the CommonJS
 * builds of @module-federation/runtime, sdk and runtime-core whole: nothing can be
 * tree-shaken. The ESM build sits beside it; with it only what is used is bundled
 * (measured: a hub's remote entry 48.6 → 30.5 kB raw).
 * @param {import('@rspack/core').Configuration} config
 * @param {{ rspack: typeof import('@rspack/core').rspack }} utils
 */
export function bundleEsmFederationRuntime(config, { rspack }) {
  const { NormalModuleReplacementPlugin } = rspack;
  const cjs = (pkg) => new RegExp(`@module-federation[\\\\/]${pkg}[\\\\/]dist[\\\\/]index\\.cjs$`);
  config.plugins ??= [];
  config.plugins.push(
    // imported by absolute path: rewrite the request
    new NormalModuleReplacementPlugin(cjs('webpack-bundler-runtime'), (resource) => {
      resource.request = resource.request.replace(/\.cjs$/, '.js');
    }),
    // reached through an alias set by rspack itself: rewrite the resolved file
    new NormalModuleReplacementPlugin(cjs('runtime'), 'index.js'),
    new NormalModuleReplacementPlugin(cjs('error-codes'), 'index.mjs'),
    new NormalModuleReplacementPlugin(cjs('sdk'), 'index.js'),
  );
}

/** @param {import('@rspack/core').Configuration} config @param {Parameters<typeof bundleEsmFederationRuntime>[1]} utils */
function federatedOnly(config, utils) {
  // no page of its own. Left undefined, rspack falls back to the entry './src', which does not
  // exist; the failed entry then surfaces as "Cannot fulfil chunk condition of external global
  // _FEDERATION_RUNTIME_CORE" (the external runtime has no entry chunk to live in)
  config.entry = {};
  bundleEsmFederationRuntime(config, utils);
  leanContainerRuntime(config, utils);
}

/** The environment the federation plugin builds (its default name). */
export const FEDERATED_ENV = 'web';

/**
 * The two builds of a hub, written to the same dist folder: the federated one (manifest,
 * remote entry, ./routes chunks at the usual paths) and the standalone page (index.html
 * at the root, its scripts and styles under standalone/ so nothing collides).
 * @param {{ title: string }} opts
 */
export function remoteEnvironments({ title }) {
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
        distPath: { js: 'standalone/js', css: 'standalone/css', font: 'standalone/font', image: 'standalone/image', svg: 'standalone/svg', media: 'standalone/media' },
      },
    },
  };
}
