import { Suspense, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { idlePrefetchAllowed, linkedPaths, onLinkIntent, routeMatches, whenIdle } from './in-reach.js';

export { allowsIdlePrefetch, idlePrefetchAllowed, onLinkIntent, routeMatches, whenIdle, type NetworkInformationLike } from './in-reach.js';

/** What a page shows when its code could not be loaded, the failure logged (spec §2). */
function nothingAfterLogging<P extends object>(what: string) {
  return (error: unknown): { default: ComponentType<P> } => {
    console.error(`${what} failed to load`, error);
    return { default: NothingRendered };
  };
}

/**
 * React.lazy for code loaded on demand (a page, a dialog, a banner), with spec §2's rule: if
 * loading fails, the failure is logged (`<what> failed to load`) and nothing renders.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>, what: string): LazyExoticComponent<ComponentType<P>> {
  return lazy<ComponentType<P>>(() => load().then((component) => ({ default: component }), nothingAfterLogging<P>(what)));
}

/** Something whose code can be fetched ahead of its first use. */
export interface Preloadable {
  /** Fetch the code now (spec §9, preloading); a failure is left to the visit to log. */
  preload: () => void;
}

/** A page whose code loads on its first visit, or earlier through `preload`. */
export type LazyPage = LazyExoticComponent<ComponentType> & Preloadable;

/**
 * The one way a part makes a page whose code loads only when its route is visited (the shell's
 * pages but Home; a hub's pages but its landing page, through lazyPage below, so a hub's
 * ./routes chunk — what the shell prefetches at idle — holds only the router and the landing
 * page). Call it once, at module level (each call is its own React.lazy). Spec §2, lazily loaded
 * pages: if loading fails, the failure is logged (`<what> failed to load`) and nothing renders
 * (the layout, a hub's header and version line stay usable).
 *
 * While loading, the page waits in the nearest Suspense boundary: the shell's router, whose
 * navigations are transitions (the current page stays on screen until the new one arrives).
 *
 * A subpath of @naturverse/ui, not part of its shared API: Module Federation shares the
 * package's main entry only, so each part bundles this file itself and a hub runs on the ui of
 * a shell built before it (no version bump, no skew). GrownUpLink and the shell's layout use
 * lazyOrNothing from here too.
 */
export function lazyPageInRouter(what: string, load: () => Promise<ComponentType>): LazyPage {
  const preload = () => {
    load().catch(() => {});
  };
  return Object.assign(lazyOrNothing(load, what), { preload });
}

/**
 * React.lazy takes "a Promise or another thenable". One that calls back at once lets React render
 * the page in the same pass; a promise, even one already resolved, calls back only after the
 * render, so the page would show its Suspense fallback ('Loading …') though its code is here.
 */
function alreadyLoaded<T>(value: T): Promise<T> {
  const thenable = { then: (onLoaded: (loaded: T) => unknown) => void onLoaded(value) };
  return thenable as unknown as Promise<T>;
}

/** lazyPageInRouter's page that, once `preload` has fetched its code, renders at once on its visit: no Suspense fallback shown. */
function lazyPageReadyOnceLoaded(what: string, load: () => Promise<ComponentType>): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  // the bundler loads a module once: asking again (a visit after a preload) costs nothing
  const fetchCode = () => load().then((component) => (loaded = { default: component }));
  const Page = lazy<ComponentType>(() => (loaded ? alreadyLoaded(loaded) : fetchCode().catch(nothingAfterLogging(what))));
  return Object.assign(Page, { preload: () => void fetchCode().catch(() => {}) });
}

/** A hub's page that loads on demand (lazyPage). */
export type HubPage = ComponentType & Preloadable;

/**
 * A hub's page (lazyPageInRouter's page): meanwhile 'Loading <title>…' shows in its place, under
 * the hub's own header and navigation — never once its code is preloaded (usePreloadNextPages).
 * A separate function so the shell, which never uses it, does not ship it in its first load.
 */
export function lazyPage(hub: string, title: string, load: () => Promise<ComponentType>): HubPage {
  const Page = lazyPageReadyOnceLoaded(`[${hub}] the ${title} page`, load);
  function LazyPageRoute() {
    return (
      <Suspense
        fallback={
          <p className="nv-muted" role="status">
            Loading {title}…
          </p>
        }
      >
        <Page />
      </Suspense>
    );
  }
  return Object.assign(LazyPageRoute, { preload: Page.preload });
}

/** A hub's pages that load on demand, each with the route path it is at (`/marketplace/:slug`). */
export type PagesByRoute = ReadonlyArray<readonly [route: string, page: Preloadable]>;

function preloadFor(pages: PagesByRoute, paths: readonly string[]): void {
  for (const [route, page] of pages) if (paths.some((path) => routeMatches(route, path))) page.preload();
}

/**
 * The next screen ready: call it once in a hub's routes component with the hub's lazily loaded
 * pages. A link to one of them that a family points at, focuses or touches fetches that page's
 * code at once; and once the browser is idle after each page is shown (spec §9's rule: not in
 * data-saver mode or on a slow link), the code of every page the links on screen lead to is
 * fetched — the pages one tap away — so a tap shows the next page with no loading line. The
 * page shown renders first: nothing is fetched before the browser is idle or a link is wanted.
 */
export function usePreloadNextPages(pages: PagesByRoute): void {
  const { pathname } = useLocation();
  useEffect(() => onLinkIntent((path) => preloadFor(pages, [path])), [pages]);
  useEffect(() => {
    if (!idlePrefetchAllowed()) return;
    return whenIdle(() => preloadFor(pages, linkedPaths()));
  }, [pages, pathname]);
}

function NothingRendered() {
  return null;
}
