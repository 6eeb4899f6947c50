// What a hub's remote entry is made of (issue 13: each remote entry ≤ 6 KiB gzip -9). Used by
// the federated build only (one-runtime.mjs, federatedOnly); the shell is not touched.
// Each lever, its bytes and the ones rejected: docs/coverage/bench.md, "Issue 13: the remote entry".
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REACT_ROUTER_SUBSET } from './federation.mjs';

/** The dist folder of the webpack-bundler-runtime the federation plugin imports (same resolution path as rspack's). */
function bundlerRuntimeDist() {
  const fromConfig = createRequire(import.meta.url);
  const fromPlugin = createRequire(fromConfig.resolve('@module-federation/rsbuild-plugin'));
  const fromRspackPlugin = createRequire(fromPlugin.resolve('@module-federation/rspack'));
  const fromTools = createRequire(fromRspackPlugin.resolve('@module-federation/runtime-tools'));
  return dirname(fromTools.resolve('@module-federation/webpack-bundler-runtime'));
}

export const REMOTE_BUNDLER_RUNTIME = fileURLToPath(new URL('./remote-bundler-runtime.mjs', import.meta.url));
const REMOTE_ERROR_MESSAGE = fileURLToPath(new URL('./remote-error-message.mjs', import.meta.url));

/**
 * The container wiring imports webpack-bundler-runtime's index (by absolute path, .cjs or —
 * after bundleEsmFederationRuntime — .js): a hub gets remote-bundler-runtime.mjs instead,
 * which takes the parts a hub runs from that package's ESM build.
 * @param {import('@rspack/core').Configuration} config
 * @param {{ rspack: typeof import('@rspack/core').rspack }} utils
 */
export function leanBundlerRuntime(config, { rspack }) {
  config.resolve ??= {};
  config.resolve.alias = { ...config.resolve.alias, 'naturverse-mf-bundler-runtime': bundlerRuntimeDist() };
  config.plugins ??= [];
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(/@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.c?js$/, REMOTE_BUNDLER_RUNTIME),
    // consumes.js's one error (RUNTIME-012) without its 150-character text: code and docs link stay
    new rspack.NormalModuleReplacementPlugin(/error-codes[\\/]dist[\\/]getShortErrorMsg\.js$/, REMOTE_ERROR_MESSAGE),
  );
}

/** What a hub's build imports the shared react-router subset as (remoteShared): a bare name, not a path of this machine. */
export const REACT_ROUTER_SUBSET_REQUEST = 'naturverse-react-router-subset';

/**
 * The hub's shared table with the react-router subset imported by REACT_ROUTER_SUBSET_REQUEST
 * (an alias, `remoteAliases`) instead of its absolute path: MF writes `import` into the
 * remote entry's consume table verbatim, so the checkout's path was in every hub's entry
 * (and its hash differed between two checkouts of the same commit).
 * @template {Record<string, { import?: string | false }>} T
 * @param {T} shared
 * @returns {T}
 */
export function remoteShared(shared) {
  const out = { ...shared };
  for (const [key, config] of Object.entries(out)) {
    if (config.import === REACT_ROUTER_SUBSET) out[key] = { ...config, import: REACT_ROUTER_SUBSET_REQUEST };
  }
  return out;
}

/** The aliases remoteShared's requests need. */
export const remoteAliases = () => ({ [`${REACT_ROUTER_SUBSET_REQUEST}$`]: REACT_ROUTER_SUBSET });
