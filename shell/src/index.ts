/**
 * Start-up, before first render: read the runtime registry (/remotes.json) and
 * configuration (/config.json), register the hubs with the Module Federation
 * runtime, then load the app. The dynamic import is also the async boundary
 * shared modules need, so nothing shared may be imported statically here.
 * Both files are served no-cache: editing them takes effect on the next load.
 */
import { parseRegistry, remoteForPath } from './federation/registry';
import { initFederation, prefetchHub } from './federation/remotes';

async function fetchJSON(url: string): Promise<unknown> {
  try {
    // the server sends Cache-Control: no-cache, so this revalidates and can use the <link rel=preload>
    const res = await fetch(url);
    return res.ok ? await res.json() : null;
  } catch (error) {
    console.error(`[naturverse] could not read ${url}`, error);
    return null;
  }
}

async function start(): Promise<void> {
  const app = import('./bootstrap');
  const [registry, config] = await Promise.all([fetchJSON('/remotes.json'), fetchJSON('/config.json')]);
  const parsed = parseRegistry(registry);
  initFederation(parsed);
  // A deep link to a hub: fetch the hub while the app chunk and React still load, so
  // the first render finds it ready (measured: /zones cold deep link ~1000 → ~770 ms).
  const hub = remoteForPath(parsed, window.location.pathname);
  if (hub) prefetchHub(hub.name);
  (await app).mount(config);
}

void start();
