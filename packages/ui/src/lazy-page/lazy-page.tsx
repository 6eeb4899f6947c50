import { Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * React.lazy for code loaded on demand (a page, a dialog, a banner), with spec §2's rule: if
 * loading fails, the failure is logged (`<what> failed to load`) and nothing renders.
 */
export function lazyOrNothing<P extends object>(
  load: () => Promise<ComponentType<P>>,
  what: string,
): LazyExoticComponent<ComponentType<P>> {
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

/** A page component whose code loads on its first visit, or earlier through `preload`. */
export interface LazyPage {
  (): ReactNode;
  /** Fetch the page's code now (spec §9, preloading); a failure is left to the visit to log. */
  preload: () => void;
}

/**
 * The one way a part makes a page whose code loads only when its route is visited (the shell's
 * pages but Home, a hub's pages but its landing page, so a hub's ./routes chunk — what the shell
 * prefetches at idle — holds only the router and the landing page). Call it once, at module level
 * (each call is its own React.lazy). Spec §2, lazily loaded pages: if loading fails, the failure
 * is logged (`[<owner>] the <title> page failed to load`) and nothing renders (the header, a hub's
 * version line and the other pages stay usable).
 *
 * `loading`: 'own' (a hub's page) shows 'Loading <title>…' in the page's place meanwhile;
 * 'router' (the shell's pages) leaves the wait to the router's boundary, whose navigations are
 * transitions: the current page stays on screen until the new one arrives, where a boundary of
 * the page's own would flash its fallback.
 *
 * A subpath of @naturverse/ui, not part of its shared API: Module Federation shares the
 * package's main entry only, so each part bundles this file itself and a hub runs on the ui of
 * a shell built before it (no version bump, no skew). GrownUpLink and the shell's layout use
 * lazyOrNothing from here too.
 */
export function lazyPage(
  owner: string,
  title: string,
  load: () => Promise<ComponentType>,
  loading: 'own' | 'router' = 'own',
): LazyPage {
  const Page = lazyOrNothing(load, `[${owner}] the ${title} page`);
  const route =
    loading === 'router'
      ? () => <Page />
      : () => (
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
  const preload = () => {
    load().catch(() => {});
  };
  return Object.assign(route, { preload });
}

function NothingRendered() {
  return null;
}
