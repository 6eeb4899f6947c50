/**
 * Start-up, before first render: read the runtime registry (/remotes.json) and
 * configuration (/config.json), register the hubs with the Module Federation
 * runtime, then load the app. Kept small (the app is a chunk of its own, loaded in
 * parallel with the two files); the federation runtime is a lazy chunk that only a hub needs.
 * Both files are served no-cache: editing them takes effect on the next load.
 * Neither may hold the site hostage: each read gives up after a few seconds and
 * the site goes on with defaults (no hubs named, local demo mode).
 */
import { hubForPath, remoteForPath } from './federation/registry/registry';
import type { Registry } from './federation/registry/types';
import { initFederation, prefetchHub, readRegistry, warmFederation } from './federation/loading/remotes';
import { KNOWN_HUBS } from './federation/registry/known-hubs';
import { fetchJSONWithin } from './federation/timeouts/deadline';
import { STARTUP_FILE_TIMEOUT_MS } from './federation/timeouts/hub-timeouts';
import { getOverrideState, overridesWanted, setOverrideState } from './federation/overrides/override-state';

/**
 * A start-up step whose code is a lazy chunk (hub overrides, canaries): the registry it makes;
 * if its code cannot be fetched or fails, the registry as it was — never a blank page.
 */
async function lazyStep(step: () => Promise<(registry: Registry) => Registry | Promise<Registry>>, registry: Registry, what: string): Promise<Registry> {
  try {
    return await (
      await step()
    )(registry);
  } catch (error) {
    console.error(`[naturverse] ${what} could not be applied; starting as the registry says`, error);
    return registry;
  }
}

async function start(): Promise<void> {
  // named: the build preloads this group's files from index.html (packages/build-preset/src/build-plugins.ts)
  const app = import(/* webpackChunkName: "first-render" */ './bootstrap');
  // probably a hub's page: its runtime chunk comes while the registry is read
  if (hubForPath(KNOWN_HUBS, window.location.pathname)) warmFederation();
  const [registry, config] = await Promise.all([readRegistry(), fetchJSONWithin('/config.json', STARTUP_FILE_TIMEOUT_MS)]);
  setOverrideState({ ...getOverrideState(), served: registry });
  // testing in place (hub overrides): the rules and the start-up that applies them load only when wanted
  const overridden = overridesWanted(registry, window.location.search)
    ? await lazyStep(
        async () => (await import(/* webpackChunkName: "on-demand-overrides" */ './federation/overrides/overrides-startup')).applyHubOverrides,
        registry,
        'hub overrides',
      )
    : registry;
  // hub canaries: the bucket and its choice load only when the registry names a canary;
  // an override applied above wins over the canary of its hub
  const started = overridden.remotes.some((r) => r.canary)
    ? await lazyStep(
        async () => (await import(/* webpackChunkName: "on-demand-canary" */ './federation/canary/canary-startup')).applyCanaries,
        overridden,
        'hub canaries',
      )
    : overridden;
  initFederation(started);
  // A deep link to a hub: fetch the hub while the app chunk and React still load, so
  // the first render finds it ready (measured: /zones cold deep link ~1000 → ~770 ms).
  const hub = remoteForPath(registry, window.location.pathname);
  if (hub) prefetchHub(hub.name);
  const { mount } = await app;
  // at once, even on a deep link to a hub still loading: the page's chrome answers a tap meanwhile,
  // and the hub's area waits a bounded time for the hub, so that it shows the hub at once (HubArea)
  mount(config);
}

void start();
