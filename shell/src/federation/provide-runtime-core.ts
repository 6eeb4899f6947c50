/**
 * The one Module Federation runtime in the page: the hubs are built with
 * `experiments.externalRuntime` and read runtime-core from `_FEDERATION_RUNTIME_CORE`
 * instead of bundling a copy each. Module Federation's own provider
 * (`provideExternalRuntime`) hands over runtime-core's whole namespace, which keeps every
 * export of it in the shell's first load (measured +10 KiB gzip); this hands over what the
 * hubs' runtime imports, and nothing else. provide-runtime-core.test.ts reads the installed
 * @module-federation/runtime and fails when it starts importing a name not listed here.
 */
// named accesses on the namespace (never the namespace itself): rspack still tree-shakes the rest
import * as core from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** What a hub's federated build takes from the shell (the names its runtime imports). */
export const PROVIDED_RUNTIME_CORE = {
  CurrentGlobal: core.CurrentGlobal,
  Module: core.Module,
  ModuleFederation: core.ModuleFederation,
  assert: core.assert,
  error: core.error,
  getGlobalFederationConstructor: core.getGlobalFederationConstructor,
  getRemoteEntry: core.getRemoteEntry,
  getRemoteInfo: core.getRemoteInfo,
  helpers: core.helpers,
  loadScript: core.loadScript,
  loadScriptNode: core.loadScriptNode,
  registerGlobalPlugins: core.registerGlobalPlugins,
  satisfy: core.satisfy,
  setGlobalFederationConstructor: core.setGlobalFederationConstructor,
  setGlobalFederationInstance: core.setGlobalFederationInstance,
};

interface RuntimeGlobal {
  _FEDERATION_RUNTIME_CORE?: unknown;
  _FEDERATION_RUNTIME_CORE_FROM?: { name: string };
}

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'naturverse-provide-runtime-core',
    beforeInit(args) {
      const global = core.Global as unknown as RuntimeGlobal;
      // set before any hub's entry can run: init of the shell comes first
      if (!global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = PROVIDED_RUNTIME_CORE;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name };
      }
      return args;
    },
  };
}
