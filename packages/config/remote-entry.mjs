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

const CONTAINER_RUNTIME = fileURLToPath(new URL('./remote-container-runtime.mjs', import.meta.url));
const REMOTE_ERROR_MESSAGE = fileURLToPath(new URL('./remote-error-message.mjs', import.meta.url));

/** The generated start-up module of a container: `<loader>!=!data:text/javascript,<source>`. */
const GENERATED_WIRING = /^([^!]*!=!)?data:text\/javascript,(.*)$/s;

/**
 * The hub's container wiring instead of rspack's generated one (see remote-container-runtime.mjs).
 * The generated source is read for the two values it is built from (name, share strategy) and
 * refused unless it is the case the replacement covers: no remotes, no runtime plugins, no
 * tree-shaken-share fallbacks. A federation option or a plugin upgrade that changes that fails
 * the build here instead of wiring the container wrongly.
 * @param {string} request
 */
export function containerWiringRequest(request) {
  const [, loader = '', encoded] = GENERATED_WIRING.exec(request) ?? [];
  const source = decodeURIComponent(encoded);
  const value = (name) => {
    const m = new RegExp(`const ${name} = (.*?);(?=const |runtimeRequire|if\\()`).exec(source);
    if (!m) throw new Error(`remote-entry.mjs: the generated federation runtime has no ${name} (rspack's moduleFederationDefaultRuntime changed? see remote-container-runtime.mjs)`);
    return m[1];
  };
  const expect = (name, wanted) => {
    if (value(name) !== wanted) throw new Error(`remote-entry.mjs: a hub's ${name} is ${value(name)}; remote-container-runtime.mjs covers only ${wanted}`);
  };
  expect('__module_federation_remote_infos__', '{}');
  expect('__module_federation_share_fallbacks__', 'undefined');
  expect('__module_federation_runtime_plugins__', '[].filter(({ plugin }) => plugin).map(({ plugin, params }) => plugin(params))');
  for (const key of ['consumesLoadingData', 'initializeSharingData', 'initializeExposesData', 'initContainer', 'getContainer']) {
    if (!source.includes(key)) throw new Error(`remote-entry.mjs: the generated federation runtime no longer reads ${key} (see remote-container-runtime.mjs)`);
  }
  const name = JSON.parse(value('__module_federation_container_name__'));
  const shareStrategy = JSON.parse(value('__module_federation_share_strategy__'));
  const wiring = `import wireContainer from ${JSON.stringify(CONTAINER_RUNTIME)};wireContainer(__webpack_require__,${JSON.stringify(name)},${JSON.stringify(shareStrategy)})`;
  return `${loader}data:text/javascript,${encodeURIComponent(wiring)}`;
}

/**
 * A hub's federated build: its container is wired by remote-container-runtime.mjs (which takes
 * the parts a hub runs from webpack-bundler-runtime's ESM build), and MF's one bundled error
 * message is short.
 * @param {import('@rspack/core').Configuration} config
 * @param {{ rspack: typeof import('@rspack/core').rspack }} utils
 */
export function leanContainerRuntime(config, { rspack }) {
  config.resolve ??= {};
  config.resolve.alias = { ...config.resolve.alias, 'naturverse-mf-bundler-runtime': bundlerRuntimeDist() };
  config.plugins ??= [];
  config.plugins.push(
    new rspack.NormalModuleReplacementPlugin(GENERATED_WIRING, (resource) => {
      if (resource.request.includes('__module_federation_bundler_runtime__')) resource.request = containerWiringRequest(resource.request);
    }),
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
