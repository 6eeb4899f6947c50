/**
 * Which requests the service worker answers, and how. Pure URL matching (no
 * service-worker API) so the rules are unit-tested in node.
 *
 * - the registry and config: network-first with a short timeout, so a redeployed or
 *   moved hub is picked up as soon as the site is online;
 * - every hub's mf-manifest.json, on any origin: network-first too, for the same reason;
 * - hashed build files (never change under one name), on the site or a hub's origin:
 *   cache-first;
 * - a page navigation on the site: network-first too (its Content-Security-Policy follows
 *   the registry, so a page from an old visit could refuse a moved hub), offline the last
 *   copy the network gave of the route's HTML file, else that file as precached (pageFileFor).
 *
 * Hub canaries cannot pin a browser to the wrong version here: the registry is the
 * same file for every browser (the page applies its own bucket after reading it), and each
 * version of a hub has its own manifest URL and folder, cached under that URL — the worker
 * never answers a canary's manifest with the stable one's or the other way round. It warms
 * both versions' files (hub-assets.ts), so each browser plays its own version offline.
 */
import { isHashedFile } from '@naturverse/contracts/hashed-files';
import { pageFileCandidates } from '@naturverse/contracts/page-files';

/**
 * Seconds to wait for the network before answering a page, the registry or a manifest from
 * cache. Shorter than the page's own 3 s budget for the same files
 * (shell/src/federation/timeouts/hub-timeouts.ts), so a hanging network is answered from the cache before
 * the page gives up on it.
 */
export const NETWORK_TIMEOUT_SECONDS = 2;

export const CACHE_NAMES = {
  registry: 'naturverse-registry',
  manifests: 'naturverse-hub-manifests',
  hubAssets: 'naturverse-hub-assets',
  pages: 'naturverse-pages',
} as const;

const REGISTRY_FILES = new Set(['/remotes.json', '/config.json']);

function isHttp(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

/** /remotes.json and /config.json of the site itself (the files the shell reads before first render). */
export function isRegistryFile(url: URL, siteOrigin: string): boolean {
  return url.origin === siteOrigin && REGISTRY_FILES.has(url.pathname) && !url.search;
}

/** A hub's Module Federation manifest, wherever the registry says it lives. */
export function isHubManifest(url: URL): boolean {
  return isHttp(url) && url.pathname.endsWith('/mf-manifest.json');
}

/**
 * A hashed build file: under /static/ with a content hash in its name — the rule the static
 * server caches files for a year by (@naturverse/contracts/hashed-files).
 */
export function isHashedAsset(url: URL): boolean {
  return isHttp(url) && isHashedFile(url.pathname);
}

/**
 * A navigation to one of the app's routes: every path without a file extension (what the
 * static server answers with index.html). /remotes.json, /sw.js and the like go to the network.
 */
export function isAppNavigation(url: URL, siteOrigin: string, mode: string): boolean {
  if (mode !== 'navigate' || url.origin !== siteOrigin) return false;
  const last = url.pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * The HTML file a navigation to `pathname` gets — the servers' rule (@naturverse/contracts/page-files):
 * its own prerendered page, else its hub's page, else the start-up page — among the files this
 * worker precached. Pages are cached under this file's URL, so a family offline gets the page of
 * the route they open, and every path of a hub shares one entry.
 */
export function pageFileFor(pathname: string, hubPrefixes: readonly string[], isPrecached: (file: string) => boolean): string {
  const candidates = pageFileCandidates(pathname, hubPrefixes);
  return candidates.find(isPrecached) ?? candidates[candidates.length - 1] ?? '/index.html';
}
