/**
 * Start loading a hub as soon as a family shows intent (pointer over, focus, touch
 * on any link to it), and the main hubs when the browser is idle — but not on
 * data-saver or slow links (spec §9).
 */
import type { Registry } from '../registry/types';
import { remoteForPath } from '../registry/registry';
import { prefetchHub } from './remotes';
import type { NetworkInformationLike } from './types';

function hubOfEventTarget(registry: Registry, target: EventTarget | null): string | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!anchor) return undefined;
  const url = new URL((anchor as HTMLAnchorElement).href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return remoteForPath(registry, url.pathname)?.name;
}

/** `alsoOnIntent` runs with each prefetch (the service worker holds its background warming). */
export function installIntentPrefetch(registry: Registry, alsoOnIntent: () => void = () => {}): () => void {
  const onIntent = (event: Event) => {
    const hub = hubOfEventTarget(registry, event.target);
    if (!hub) return;
    prefetchHub(hub);
    alsoOnIntent();
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
}

/** Spec §9: not in data-saver mode and downlink ≥ 1 (unknown counts as fast enough). */
export function allowsIdlePrefetch(connection: NetworkInformationLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.downlink === undefined || connection.downlink >= 1;
}

/** On idle (3000 ms timeout) or, without requestIdleCallback, after 1200 ms. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1200);
  return () => window.clearTimeout(id);
}

/**
 * The shell's secondary pages, then the main hubs, each at an idle moment. `after` says when to
 * begin (first-screen.ts: once the page's first screen has answered, so none of it delays that).
 */
export function scheduleMainPagePrefetch(hubs: string[], preloadPages: () => void, after: (task: () => void) => () => void): () => void {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!allowsIdlePrefetch(connection)) return () => {};
  let cancelHubs = () => {};
  const cancelPages = after(() => {
    preloadPages();
    cancelHubs = whenIdle(() => hubs.forEach(prefetchHub));
  });
  return () => {
    cancelPages();
    cancelHubs();
  };
}
