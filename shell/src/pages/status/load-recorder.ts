/**
 * Records every hub load of this page for the status page, from Module Federation's own
 * hooks. Registered at start-up (before any hub can start loading); no React here.
 */
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { arrived, failed, hubOfRequest, manifestRead, requested, type HubLoads } from './hub-loads';

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

const loadRecorder: ModuleFederationRuntimePlugin = {
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

let installed = false;

export function installLoadRecorder(): void {
  if (installed) return;
  installed = true;
  registerPlugins([loadRecorder]);
}
