/**
 * Loading hubs through the Module Federation runtime. No React here: index.ts
 * runs this before the shared modules are negotiated.
 *
 * Each hub's component is created once per remote id at module level (never in
 * render) and a failed load is remembered until "Try again": otherwise every
 * re-render or hover would request a dead remote again.
 */
import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { Registry, RemoteEntry } from './registry';
import { errorLogPlugin } from './error-log-plugin';

type HubComponent = ComponentType;
interface RoutesModule {
  default?: HubComponent;
}

let registry: Registry = { remotes: [] };
const pending = new Map<string, Promise<HubComponent>>();
const resolved = new Map<string, HubComponent>();

function toMfRemote(entry: RemoteEntry) {
  return { name: entry.name, entry: entry.manifest };
}

export function initFederation(next: Registry): void {
  registry = next;
  registerPlugins([
    // a brief blip (server restarting, flaky Wi-Fi) heals itself before a family sees a fallback
    RetryPlugin({
      fetch: { retryTimes: 2, retryDelay: 250 },
      script: { retryTimes: 2, retryDelay: 250 },
    }),
    errorLogPlugin,
  ]);
  registerRemotes(next.remotes.map(toMfRemote));
}

export function getRegistry(): Registry {
  return registry;
}

/** Start (or join) loading a hub's route entry. Never called from render. */
export function loadHub(name: string): Promise<HubComponent> {
  let promise = pending.get(name);
  if (!promise) {
    promise = loadRemote<RoutesModule>(`${name}/routes`).then((mod) => {
      const component = mod?.default;
      if (!component) throw new Error(`Remote "${name}" did not expose a routes component`);
      resolved.set(name, component);
      return component;
    });
    pending.set(name, promise);
  }
  return promise;
}

/** Intent prefetch (hover, focus, touch): warm the hub so a click renders at once. */
export function prefetchHub(name: string): void {
  loadHub(name).catch(() => {
    // logged by the error plugin; the route shows the fallback if it is visited
  });
}

/** The hub's component if it has already loaded (render it without suspending). */
export function loadedHub(name: string): HubComponent | undefined {
  return resolved.get(name);
}

/** "Try again": forget the failure and make the runtime fetch the manifest afresh. */
export function resetHub(name: string): void {
  pending.delete(name);
  resolved.delete(name);
  const entry = registry.remotes.find((r) => r.name === name);
  if (entry) registerRemotes([toMfRemote(entry)], { force: true });
}
