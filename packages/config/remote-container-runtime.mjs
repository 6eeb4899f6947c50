// The start-up wiring of a hub's container (issue 13: remote entry ≤ 6 KiB gzip).
//
// Rspack's federation plugin puts a generated module in every container (a data: URL built
// from @rspack/core's moduleFederationDefaultRuntime.js) that imports
// @module-federation/webpack-bundler-runtime and hooks it into the webpack runtime. Both are
// written for every kind of build: remotes, runtime plugins, tree-shaken shares with their
// fallback entries, eager shares. A hub has none of them (`disableRemote`, no runtimePlugins,
// no `treeShaking`, no `eager`), and remote-entry.mjs refuses the build if that changes. This
// does what the generated module does for a hub, with the bundler runtime's own functions
// (consumes, initializeSharing, initContainerEntry: same package, same version, same code)
// and @module-federation/runtime's init (its runtime-core is the shell's).
//
// What it sets, as the generated module does (each only where rspack's runtime expects it):
//   federation.initOptions        name, shareStrategy, the build's share table, no remotes/plugins
//   federation.instance           the hub's ModuleFederation instance (created or reused)
//   federation.consumesLoadingModuleToHandlerMapping, attachShareScopeMap, bundlerRuntimeOptions
//   __webpack_require__.f.consumes a chunk's shared imports, from the page's share scope
//   __webpack_require__.I          initializeSharing
//   __webpack_require__.initContainer / getContainer  the container's init() and get()
import { attachShareScopeMap } from 'naturverse-mf-bundler-runtime/attachShareScopeMap.js';
import { consumes } from 'naturverse-mf-bundler-runtime/consumes.js';
import { initializeSharing } from 'naturverse-mf-bundler-runtime/initializeSharing.js';
import { initContainerEntry } from 'naturverse-mf-bundler-runtime/initContainerEntry.js';
import { updateConsumeOptions } from 'naturverse-mf-bundler-runtime/updateOptions.js';
import { init } from '@module-federation/runtime';

/**
 * @param {any} req the container's __webpack_require__
 * @param {string} name the container's name
 * @param {string} shareStrategy
 */
export default function wireContainer(req, name, shareStrategy) {
  const federation = req.federation;
  if (!federation || !(req.initializeSharingData || req.initializeExposesData)) return;
  const consumeData = req.consumesLoadingData ?? {};
  const installedModules = {};
  const initPromises = [];
  const initTokens = {};

  /** moduleId → how to consume it (the generated module's consumesLoadingModuleToHandlerMapping) */
  const handlers = {};
  for (const [id, data] of Object.entries(consumeData.moduleIdToConsumeDataMapping ?? {})) {
    const { requiredVersion, strictVersion, singleton, eager } = data;
    handlers[id] = {
      getter: data.fallback,
      shareInfo: { shareConfig: { fixedDependencies: false, requiredVersion, strictVersion, singleton, eager }, scope: [data.shareScope] },
      shareKey: data.shareKey,
    };
  }

  /** what the hub provides (initOptions.shared), from the build's share table */
  const shared = {};
  for (const [scope, stages] of Object.entries(req.initializeSharingData?.scopeToSharingDataMapping ?? {})) {
    for (const stage of stages) {
      if (typeof stage !== 'object' || stage === null) continue;
      const shareConfig = {};
      for (const key of ['singleton', 'requiredVersion', 'eager', 'strictVersion']) if (stage[key] !== undefined) shareConfig[key] = stage[key];
      (shared[stage.name] ??= []).push({ version: stage.version, scope: [scope], shareConfig, get: stage.factory });
    }
  }

  federation.attachShareScopeMap = attachShareScopeMap;
  federation.bundlerRuntimeOptions ??= {};
  federation.consumesLoadingModuleToHandlerMapping ??= handlers;
  federation.initOptions ??= { name, shareStrategy, shared, remotes: [], plugins: [] };

  // the generated module replaces only what rspack's runtime declared (a placeholder that throws)
  if (req.f.consumes)
    req.f.consumes = (chunkId, promises) =>
      consumes({ chunkId, promises, chunkMapping: consumeData.chunkMapping ?? {}, moduleToHandlerMapping: federation.consumesLoadingModuleToHandlerMapping, installedModules, webpackRequire: req });
  if (req.I) req.I = (shareScopeName, initScope) => initializeSharing({ shareScopeName, initScope, initPromises, initTokens, webpackRequire: req });
  if (req.initContainer)
    req.initContainer = (shareScope, initScope, remoteEntryInitOptions) =>
      initContainerEntry({ shareScope, initScope, remoteEntryInitOptions, shareScopeKey: req.initializeExposesData?.shareScope, webpackRequire: req });
  if (req.getContainer)
    req.getContainer = (module, getScope) => {
      const { moduleMap } = req.initializeExposesData;
      req.R = getScope;
      getScope = Object.prototype.hasOwnProperty.call(moduleMap, module)
        ? moduleMap[module]()
        : Promise.resolve().then(() => {
            throw new Error(`Module "${module}" does not exist in container.`);
          });
      req.R = undefined;
      return getScope;
    };

  federation.instance = init(federation.initOptions);
  const { initialConsumes } = consumeData;
  if (initialConsumes) {
    // a hub shares nothing eagerly; what the original does first (registering the share table) stays
    if (initialConsumes.length) throw new Error(`Eager shared modules are not supported in a hub (${initialConsumes.join(', ')})`);
    updateConsumeOptions({ webpackRequire: req, installedModules, initialConsumes, moduleToHandlerMapping: federation.consumesLoadingModuleToHandlerMapping });
  }
}
