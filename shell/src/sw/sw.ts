/**
 * The Naturverse service worker (Workbox), built to /sw.js at the site root by
 * rsbuild.sw.config.ts; workbox-build injects the shell's precache list into
 * `self.__WB_MANIFEST` after the shell is built.
 *
 * After one visit, the shell and every hub the registry names play offline. A new
 * version waits until the family presses Reload on 'A new version is ready' (the page
 * sends SKIP_WAITING): nothing reloads under a child's hands.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { isAppNavigation, isHashedAsset, isHubManifest, isRegistryFile } from './routes';
import { holdWarming, hubAssetStrategy, manifestStrategy, pageStrategy, registryStrategy, warmAtInstall } from './strategies';
import { HOLD_WARMING_MESSAGE } from './warm-queue';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

const origin = self.location.origin;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(({ url }) => isRegistryFile(url, origin), registryStrategy);
registerRoute(({ url }) => isHubManifest(url), manifestStrategy);
registerRoute(({ url }) => isHashedAsset(url), hubAssetStrategy);
registerRoute(({ url, request }) => isAppNavigation(url, origin, request.mode), pageStrategy);

self.addEventListener('install', (event) => event.waitUntil(warmAtInstall(event)));

// The first visit's page is controlled at once, so it works offline without a reload.
clientsClaim();

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  else if (type === HOLD_WARMING_MESSAGE) holdWarming();
});
