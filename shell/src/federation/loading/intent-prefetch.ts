/**
 * Start loading a hub as soon as a family shows intent (pointer over, focus, touch
 * on any link to it), and the main hubs when the browser is idle — but not on
 * data-saver or slow links (spec §9; the rule itself: @naturverse/ui/lazy-page, which a hub's
 * pages follow too).
 */
import { idlePrefetchAllowed, onLinkIntent, whenIdle } from '@naturverse/ui/lazy-page';
import type { Registry } from '../registry/types';
import { remoteForPath } from '../registry/registry';
import { prefetchHub } from './remotes';

/** `alsoOnIntent` runs with each prefetch (the service worker holds its background warming). */
export function installIntentPrefetch(registry: Registry, alsoOnIntent: () => void = () => {}): () => void {
  return onLinkIntent((path) => {
    const hub = remoteForPath(registry, path)?.name;
    if (!hub) return;
    prefetchHub(hub);
    alsoOnIntent();
  });
}

/**
 * The shell's secondary pages, then the main hubs, each at an idle moment. `after` says when to
 * begin (first-screen.ts: once the page's first screen has answered, so none of it delays that).
 */
export function scheduleMainPagePrefetch(hubs: string[], preloadPages: () => void, after: (task: () => void) => () => void): () => void {
  if (!idlePrefetchAllowed()) return () => {};
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
