/**
 * The routes this page visit has been on, with when (performance.now()), so a vital is given
 * to the hub whose route the page was on when it happened. Read from the browser rather than
 * kept by the shell from the start: the first route from the navigation entry, later ones
 * from the Navigation API's `currententrychange` (react-router's pushState fires it). Where
 * that API is missing, a change is noticed when a report is made.
 */
import type { RouteVisit } from './route-pattern';

interface NavigationLike extends EventTarget {
  currentEntry: { url: string | null } | null;
}

export function watchRoutes(): { timeline: RouteVisit[]; current: () => void } {
  const timeline: RouteVisit[] = [];
  const push = (pathname: string, at: number) => {
    if (timeline.at(-1)?.pathname !== pathname) timeline.push({ at, pathname });
  };
  const first = performance.getEntriesByType('navigation')[0]?.name;
  push(first ? new URL(first).pathname : location.pathname, 0);
  // a change made before the reporter started, where no API told us
  const current = () => push(location.pathname, performance.now());
  current();
  const navigation = (globalThis as { navigation?: NavigationLike }).navigation;
  navigation?.addEventListener('currententrychange', () => {
    const url = navigation.currentEntry?.url;
    if (url) push(new URL(url).pathname, performance.now());
  });
  return { timeline, current };
}
