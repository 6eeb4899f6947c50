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
import { parseRegistry, type Registry, type RemoteEntry } from './registry';
import { errorLogPlugin } from './error-log-plugin';
import { timeoutPlugin } from './timeout-plugin';
import { scriptRetryPlugin } from './script-retry';
import { fetchJSONWithin, withDeadline } from './deadline';
import { HUB_LOAD_DEADLINE_MS, STARTUP_FILE_TIMEOUT_MS } from './hub-timeouts';

type HubComponent = ComponentType;
interface RoutesModule {
  default?: HubComponent;
}

let registry: Registry = { remotes: [] };
const listeners = new Set<() => void>();
const pending = new Map<string, Promise<HubComponent>>();
const resolved = new Map<string, HubComponent>();
/** Loads cut off by the deadline, still going on in the background: they may arrive after all. */
const lateLoads = new Map<string, Promise<HubComponent>>();

function toMfRemote(entry: RemoteEntry) {
  return { name: entry.name, entry: entry.manifest };
}

/** The registry as served, or an empty one when it is unreachable, broken or too slow. */
export async function readRegistry(): Promise<Registry> {
  const raw = await fetchJSONWithin('/remotes.json', STARTUP_FILE_TIMEOUT_MS);
  const parsed = parseRegistry(raw);
  // an unreadable file is logged by fetchJSONWithin; a readable one naming no hub is a fault too
  if (raw !== null && parsed.remotes.length === 0) console.error('[naturverse] /remotes.json names no hub', raw);
  return parsed;
}

export function initFederation(next: Registry): void {
  registry = next;
  registerPlugins([
    // manifests get a time budget (with its own retry for blips), scripts a timeout
    timeoutPlugin,
    // a brief blip (server restarting, flaky Wi-Fi) loading a script heals itself before a family sees a fallback
    scriptRetryPlugin,
    errorLogPlugin,
  ]);
  registerRemotes(next.remotes.map(toMfRemote));
}

export function getRegistry(): Registry {
  return registry;
}

/** For useSyncExternalStore: the registry changes when "Try again" re-reads it. */
export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * "Try again" on a hub the registry did not name (file unreachable, broken, empty or
 * slow): read it afresh and register what is new or moved. Resolves to the new registry.
 */
export async function reloadRegistry(): Promise<Registry> {
  const next = await readRegistry();
  if (next.remotes.length === 0) return registry;
  const changed = next.remotes.filter((entry) => {
    const known = registry.remotes.find((r) => r.name === entry.name);
    return !known || known.manifest !== entry.manifest;
  });
  for (const entry of changed) {
    pending.delete(entry.name);
    resolved.delete(entry.name);
  }
  registerRemotes(changed.map(toMfRemote), { force: true });
  registry = next;
  for (const listener of listeners) listener();
  return registry;
}

/** Start (or join) loading a hub's route entry. Never called from render. */
export function loadHub(name: string): Promise<HubComponent> {
  let promise = pending.get(name);
  if (!promise) {
    const loading = loadRemote<RoutesModule>(`${name}/routes`).then((mod) => {
      const component = mod?.default;
      if (!component) throw new Error(`Remote "${name}" did not expose a routes component`);
      // kept even if it arrives after the deadline: "Try again" then shows it at once
      resolved.set(name, component);
      return component;
    });
    lateLoads.delete(name);
    // whatever hangs (manifest, entry, route chunk, stylesheet), the hub's area falls back in
    // time; the load goes on, and a hub that was only slow replaces the fallback when it arrives
    promise = withDeadline(loading, HUB_LOAD_DEADLINE_MS, `hub "${name}"`, () => lateLoads.set(name, loading));
    promise.catch((error: unknown) => console.error(`[naturverse] hub "${name}" gave up loading`, error));
    pending.set(name, promise);
  }
  return promise;
}

/** Intent prefetch (hover, focus, touch): warm the hub so a click renders at once. */
export function prefetchHub(name: string): void {
  loadHub(name).catch(() => {
    // logged above; the route shows the fallback if it is visited
  });
}

/** A load given up at the deadline that is still going on: resolves if the hub arrives after all. */
export function lateArrival(name: string): Promise<unknown> | undefined {
  return lateLoads.get(name);
}

/** The hub's component if it has already loaded (render it without suspending). */
export function loadedHub(name: string): HubComponent | undefined {
  return resolved.get(name);
}

/** "Try again": forget the failure and make the runtime fetch the manifest afresh. */
export function resetHub(name: string): void {
  pending.delete(name);
  // a slow load that finished after the deadline needs no second download
  const arrivedLate = lateLoads.has(name) && resolved.has(name);
  lateLoads.delete(name);
  if (arrivedLate) return;
  resolved.delete(name);
  const entry = registry.remotes.find((r) => r.name === name);
  if (entry) registerRemotes([toMfRemote(entry)], { force: true });
}
