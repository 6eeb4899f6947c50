import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for code loaded on demand (a page, a dialog, a banner), with spec §2's rule: if
 * loading fails, the failure is logged (`<what> failed to load`) and nothing renders.
 */
export function lazyOrNothing<P extends object>(load: () => Promise<ComponentType<P>>, what: string): LazyExoticComponent<ComponentType<P>> {
  return lazy<ComponentType<P>>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`${what} failed to load`, error);
        return { default: NothingRendered };
      },
    ),
  );
}

/** A page whose code loads on its first visit, or earlier through `preload`. */
export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Fetch the page's code now (spec §9, preloading); a failure is left to the visit to log. */
  preload: () => void;
};

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
 * A hub's page (lazyPageInRouter's page): meanwhile 'Loading <title>…' shows in its place, under
 * the hub's own header and navigation. A separate function so the shell, which never uses it,
 * does not ship it in its first load.
 */
export function lazyPage(hub: string, title: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazyPageInRouter(`[${hub}] the ${title} page`, load);
  return function LazyPageRoute() {
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
  };
}

function NothingRendered() {
  return null;
}
