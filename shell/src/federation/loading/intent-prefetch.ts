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

export function scheduleMainPagePrefetch(hubs: string[], preloadPages: () => void): () => void {
  if (!idlePrefetchAllowed()) return () => {};
  // secondary (shell) pages are small: after 100 ms; hubs when the browser is idle
  const pagesTimer = window.setTimeout(preloadPages, 100);
  const cancelIdle = whenIdle(() => hubs.forEach(prefetchHub));
  return () => {
    window.clearTimeout(pagesTimer);
    cancelIdle();
  };
}
