/**
 * Loading hubs through the Module Federation runtime. No React here: index.ts runs this
 * before the app. The runtime itself is a lazy chunk (runtime.ts), fetched the first time
 * a hub is wanted: the idle prefetch, an intent, a deep link — never before the first paint
 * of the shell's own pages.
 *
 * Each hub's component is created once per remote id at module level (never in
 * render) and a failed load is remembered until "Try again": otherwise every
 * re-render or hover would request a dead remote again.
 */
import { EMPTY_REGISTRY, parseRegistry } from '../registry/registry';
import type { Registry, RemoteEntry } from '../registry/types';
import { fetchJSONWithin, withDeadline } from '../timeouts/deadline';
import { HUB_LOAD_DEADLINE_MS, STARTUP_FILE_TIMEOUT_MS } from '../timeouts/hub-timeouts';
import type { FallbackListener, HubComponent, MfRemote, RoutesModule } from './types';

let registry: Registry = EMPTY_REGISTRY;
const listeners = new Set<() => void>();
const pending = new Map<string, Promise<HubComponent>>();
const resolved = new Map<string, HubComponent>();
/** Loads cut off by the deadline, still going on in the background: they may arrive after all. */
const lateLoads = new Map<string, Promise<HubComponent>>();

type Runtime = typeof import('./runtime');
let runtime: Promise<Runtime> | undefined;
let runtimeStarted = false;

/** The runtime chunk, fetched once by whichever asks first (warmFederation or federation). */
const runtimeChunk = () => import(/* webpackChunkName: "after-paint-federation" */ './runtime');

function toMfRemote(entry: RemoteEntry): MfRemote {
  return { name: entry.name, entry: entry.manifest };
}

/**
 * The federation runtime, started with the hubs of the registry as it is when the chunk
 * arrives. A failed fetch of the chunk (offline, server restarting) is not remembered:
 * the next wanted hub (Try again) asks for it again.
 */
export function federation(): Promise<Runtime> {
  runtime ??= runtimeChunk().then(
    // the chunk's modules were evaluated in this task: start the runtime in the next one, so a
    // tap waiting on a slow device runs between them (the same between each step of loadRoutes)
    (loaded) =>
      loaded.yieldToMain().then(() => {
        loaded.startRuntime(registry.remotes.map(toMfRemote));
        runtimeStarted = true;
        return loaded;
      }),
    (error: unknown) => {
      runtime = undefined;
      throw error;
    },
  );
  return runtime;
}

/**
 * Fetches the runtime chunk without starting it, for a page that is probably a hub's (a
 * deep link, judged by the hub prefixes the shell was built with): the chunk then arrives
 * while the registry is still read. Starting waits for the registry (federation()).
 */
export function warmFederation(): void {
  runtimeChunk().catch(() => {
    // federation() asks again and reports the failure where a hub is wanted
  });
}

/** Re-registers hubs with a runtime already started; one not started yet reads the registry when it starts. */
function reregister(entries: MfRemote[]): void {
  if (!runtimeStarted || entries.length === 0) return;
  void federation().then((loaded) => loaded.registerRemotes(entries, { force: true }));
}

/** The registry as served, or an empty one when it is unreachable, broken or too slow. */
export async function readRegistry(): Promise<Registry> {
  // an unreadable file is logged by fetchJSONWithin, an invalid one (or one naming no hub) by parseRegistry
  return parseRegistry(await fetchJSONWithin('/remotes.json', STARTUP_FILE_TIMEOUT_MS));
}

/** The registry the hubs load from; the runtime registers them when it starts. */
export function initFederation(next: Registry): void {
  registry = next;
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
  registry = next;
  reregister(changed.map(toMfRemote));
  for (const listener of listeners) listener();
  return registry;
}

let onFallback: FallbackListener | undefined;

/** Told when a hub's primary load failed and its fallback is loaded (a canary's fallback is its stable version). */
export function setFallbackListener(listener: FallbackListener): void {
  onFallback = listener;
}

/**
 * The hub's route module from its manifest; when that load fails (outage, broken manifest,
 * version skew) and the registry names a `fallback` manifest, from the fallback instead.
 * The fallback stays registered until Try again, which registers the primary afresh.
 */
async function loadRoutes(name: string): Promise<RoutesModule | null> {
  const { loadRemote, registerRemotes, yieldToMain } = await federation();
  await yieldToMain();
  const primary = loadRemote<RoutesModule>(`${name}/routes`);
  const fallback = registry.remotes.find((r) => r.name === name)?.fallback;
  const routes = await (fallback
    ? primary.catch((error: unknown) => {
        console.error(`[naturverse] hub "${name}" failed; loading its fallback ${fallback}`, error);
        onFallback?.(name, error);
        registerRemotes([{ name, entry: fallback }], { force: true });
        return loadRemote<RoutesModule>(`${name}/routes`);
      })
    : primary);
  // the route module was evaluated in this task: the hub's first render starts in another
  await yieldToMain();
  return routes;
}

/** Start (or join) loading a hub's route entry. Never called from render. */
export function loadHub(name: string): Promise<HubComponent> {
  let promise = pending.get(name);
  if (!promise) {
    const loading = loadRoutes(name).then((mod) => {
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

/**
 * "Try again", fitted to the fault. A hub that loaded (its render threw, or it arrived after
 * the deadline) keeps its registration: the route renders it again, nothing is fetched.
 * Only a failed load (manifest, entry, chunk, version skew) is forgotten and the hub
 * registered afresh, so the runtime fetches its manifest again.
 * @returns whether the hub will be re-rendered or loaded again
 */
export function resetHub(name: string): 'rerender' | 'reload' {
  lateLoads.delete(name);
  const loaded = resolved.get(name);
  if (loaded) {
    pending.set(name, Promise.resolve(loaded));
    return 'rerender';
  }
  pending.delete(name);
  const entry = registry.remotes.find((r) => r.name === name);
  if (entry) reregister([toMfRemote(entry)]);
  return 'reload';
}
