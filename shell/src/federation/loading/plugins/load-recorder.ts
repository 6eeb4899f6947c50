/**
 * Records every hub load of this page for the status page, from Module Federation's own
 * hooks. One of the plugins the runtime starts with (federation/loading/runtime.ts), so no hub
 * load escapes it; no React here.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { arrived, failed, hubOfRequest, manifestRead, requested, type HubLoads } from '../hub-loads';

let loads: HubLoads = {};
const listeners = new Set<() => void>();

function set(next: HubLoads): void {
  if (next === loads) return;
  loads = next;
  for (const listener of listeners) listener();
}

export function getHubLoads(): HubLoads {
  return loads;
}

export function subscribeHubLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loadRecorder: ModuleFederationRuntimePlugin = {
  name: 'naturverse-load-recorder',
  beforeRequest(args) {
    set(requested(loads, hubOfRequest(args.id), performance.now()));
    return args;
  },
  onLoad(args) {
    set(arrived(loads, hubOfRequest(args.id), performance.now()));
    // returning nothing keeps the module as loaded
    return undefined;
  },
  errorLoadRemote(args) {
    set(failed(loads, args.remote?.name ?? hubOfRequest(args.id), args.error));
    // nothing: the error goes on to the hub's fallback
    return undefined;
  },
  afterLoadManifest(args) {
    if (args.manifestJson) set(manifestRead(loads, args.moduleInfo.name, args.manifestJson));
  },
};
