/**
 * The Workbox strategies the service worker routes to, and the warming of every hub's
 * files into the cache (at install, and again whenever the registry or a hub's manifest
 * changes while the site is online). Workbox does the fetching and caching; this file
 * decides which URLs, and warm-queue.ts when (two at a time, none while a family is about to click).
 */
/// <reference lib="webworker" />
import { ExpirationPlugin } from 'workbox-expiration';
import { getCacheKeyForURL, matchPrecache } from 'workbox-precaching';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { assetUrlsFromManifest, manifestUrlsFromRegistry } from './hub-assets';
import { CACHE_NAMES, NETWORK_TIMEOUT_SECONDS, pageFileFor } from './routes';
import { createWarmQueue } from './warm-queue';

declare const self: ServiceWorkerGlobalScope;
/** The libraries the shell hands every hub (from the build: providedShares, rsbuild.sw.config.ts). */
declare const __NATURVERSE_SHELL_SHARES__: string[];
const PROVIDED_BY_SHELL: ReadonlySet<string> = new Set(__NATURVERSE_SHELL_SHARES__);
/** The prefixes of the hubs the shell was built with: the hubs whose page its build prerendered (rsbuild.sw.config.ts). */
declare const __NATURVERSE_HUB_PREFIXES__: string[];

/**
 * Hub files live on other origins. A <script> tag asks for them in no-cors mode, which
 * would give an opaque response (status unknown, padded quota). Fetch them with CORS
 * instead — the hubs serve CORS for the shell — so only real 200s are cached.
 */
const corsUpgrade: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => (request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request),
};

/** Calls `warm` after a cache write whose body differs from what was cached before. */
function onContentChange(warm: (body: string, url: string, event: ExtendableEvent) => Promise<void>): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ oldResponse, newResponse, request, event }) => {
      // install warms everything itself; only later (online) changes need a re-warm
      if (!event || event.type === 'install') return;
      const [before, after] = await Promise.all([oldResponse?.text(), newResponse.text()]);
      // a hub that cannot be cached now is cached when it is next seen: log, never fail the fetch
      if (before !== after) await warm(after, request.url, event).catch(logNotCached);
    },
  };
}

export const hubAssetStrategy = new CacheFirst({
  cacheName: CACHE_NAMES.hubAssets,
  // files of old hub versions go once the cache is large; a full disk drops the cache, not the page
  plugins: [corsUpgrade, new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true })],
  matchOptions: { ignoreVary: true },
});

export const manifestStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.manifests,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onContentChange((body, url, event) => warmHubFiles(parseJson(body), url, event))],
});

/**
 * A route's HTML is one of the build's files (its own prerendered page, its hub's page or the
 * start-up page: pageFileFor), so navigations are cached under that file: the newest copy the
 * network gave, with the headers (CSP) of the registry of that visit. Before any was cached,
 * the precached file answers.
 */
const pageFileOf = (request: Request) =>
  pageFileFor(new URL(request.url).pathname, __NATURVERSE_HUB_PREFIXES__, (file) => getCacheKeyForURL(file) !== undefined);
export const pageStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    {
      cacheKeyWillBeUsed: async ({ request }) => new URL(pageFileOf(request), self.location.origin).href,
      handlerDidError: async ({ request }) => (await matchPrecache(pageFileOf(request))) ?? undefined,
    },
  ],
});

export const registryStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.registry,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [onContentChange((body, url, event) => (url.endsWith('/remotes.json') ? warmAllHubs(parseJson(body), event) : Promise.resolve()))],
});

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/** Run a strategy for one URL on behalf of `event` and wait until its cache write is done. */
async function through(strategy: CacheFirst | NetworkFirst, url: string, event: ExtendableEvent): Promise<Response> {
  const [response, done] = strategy.handleAll({ event, request: new Request(url, { mode: 'cors', credentials: 'omit' }) });
  const result = await response;
  await done;
  return result;
}

/** Two at a time: the machines families use have few cores, and the page needs one. */
const warmQueue = createWarmQueue({
  concurrency: 2,
  now: () => performance.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
});

/** How long the page's signal that a family is about to act holds back new warming. */
const HOLD_WARMING_MS = 1000;

/** The page saw intent (a pointer or focus on a link to a hub): the click comes first. */
export function holdWarming(): void {
  warmQueue.holdFor(HOLD_WARMING_MS);
}

async function warmHubFiles(manifest: unknown, manifestUrl: string, event: ExtendableEvent): Promise<void> {
  const urls = assetUrlsFromManifest(manifest, manifestUrl, PROVIDED_BY_SHELL);
  const results = await Promise.allSettled(urls.map((url) => warmQueue.run(() => through(hubAssetStrategy, url, event))));
  const failed = urls.filter((_, i) => results[i]?.status === 'rejected');
  if (failed.length) throw new Error(`${failed.length} of ${urls.length} files of ${manifestUrl} were not cached`);
}

function logNotCached(reason: unknown): void {
  console.warn('[naturverse sw] a hub is not available offline', reason);
}

/** Cache every hub's manifest and files; a hub that is down is logged, the others still cached. */
export async function warmAllHubs(registry: unknown, event: ExtendableEvent): Promise<void> {
  const manifests = manifestUrlsFromRegistry(registry, self.location.href);
  const results = await Promise.allSettled(manifests.map(async (url) => warmHubFiles(await (await through(manifestStrategy, url, event)).json(), url, event)));
  for (const result of results) if (result.status === 'rejected') logNotCached(result.reason);
}

/** At install: the registry, the config, then every hub the registry names. */
export async function warmAtInstall(event: ExtendableEvent): Promise<void> {
  const origin = self.location.origin;
  const [registry] = await Promise.all([
    through(registryStrategy, `${origin}/remotes.json`, event).then((r) => r.json() as Promise<unknown>),
    through(registryStrategy, `${origin}/config.json`, event),
  ]);
  await warmAllHubs(registry, event);
}
