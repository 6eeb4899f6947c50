import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';

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

/**
 * A page of a hub whose code loads only when its route is visited, so the hub's ./routes chunk
 * — what the shell prefetches at idle — holds only the router and the landing page. Call it
 * once, at module level (each call is its own React.lazy). Spec §2, lazily loaded pages: if
 * loading fails, the failure is logged and nothing renders (the header, the hub's version line
 * and its other pages stay usable).
 *
 * A subpath of @naturverse/ui, not part of its shared API: Module Federation shares the
 * package's main entry only, so each hub bundles this file itself and runs on the ui of a
 * shell built before it (no version bump, no skew). The shell and GrownUpLink use
 * lazyOrNothing from here too.
 */
export function lazyPage(hub: string, title: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazyOrNothing(load, `[${hub}] the ${title} page`);
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
