// The bundler runtime of a hub's federated build (issue 13: remote entry ≤ 6 KiB gzip).
//
// Module Federation's generated container wiring imports @module-federation/webpack-bundler-runtime
// and copies every key of its default export onto `__webpack_require__.federation`. Its index
// keeps, whatever the build uses, the whole @module-federation/runtime API (loadRemote,
// loadShare, registerRemotes… with the error-code message table) under `federation.runtime`,
// a tree-shaking-share runtime plugin that only acts with a `shared[…].treeShaking` config, and
// the fallback getter of that same feature. A hub uses none of them: it loads no other hub
// (`disableRemote`), shares no module eagerly and declares no `treeShaking`. This is that index
// with the parts a hub runs, taken from the same package (same version, same code), and
// nothing else; one-runtime.mjs puts it in place of the index for the federated build only.
//
// What the wiring and the page call, and where it lives here:
//   bundlerRuntime.consumes            → __webpack_require__.f.consumes (a chunk's shared imports)
//   bundlerRuntime.I                   → __webpack_require__.I (initializeSharing)
//   bundlerRuntime.initContainerEntry  → the container's init() (the shell calls it)
//   bundlerRuntime.init                → creates/reuses the hub's instance at start
//   bundlerRuntime.installInitialConsumes → called at start with the (empty) eager list
//   attachShareScopeMap, S, bundlerRuntimeOptions → read by the wiring and the parts above
// `remotes` and `getSharedFallbackGetter` are left undefined: the wiring checks both
// (`override` skips a missing f.remotes; the fallback getter is only read with treeShaking).
import { attachShareScopeMap } from 'naturverse-mf-bundler-runtime/attachShareScopeMap.js';
import { consumes } from 'naturverse-mf-bundler-runtime/consumes.js';
import { initializeSharing } from 'naturverse-mf-bundler-runtime/initializeSharing.js';
import { initContainerEntry } from 'naturverse-mf-bundler-runtime/initContainerEntry.js';
import { updateConsumeOptions } from 'naturverse-mf-bundler-runtime/updateOptions.js';
import { init as initRuntime } from '@module-federation/runtime';

/** webpack-bundler-runtime's init without its tree-shaking-share plugin (a no-op without `treeShaking`). */
function init({ webpackRequire }) {
  const { initOptions } = webpackRequire.federation;
  if (!initOptions) throw new Error('initOptions is required!');
  return initRuntime(initOptions);
}

/**
 * A hub consumes nothing eagerly (sharedSingletons never sets `eager`), so the list is empty;
 * what the original also does first, registering the build's share tables, stays.
 */
function installInitialConsumes(options) {
  if (options.initialConsumes.length) throw new Error(`Eager shared modules are not supported in a hub (${options.initialConsumes.join(', ')})`);
  updateConsumeOptions(options);
}

export default {
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    consumes,
    I: initializeSharing,
    S: {},
    installInitialConsumes,
    initContainerEntry,
    init,
  },
  attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
