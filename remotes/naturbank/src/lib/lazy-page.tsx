import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A page of this hub whose code loads only when its route is visited, so the hub's ./routes
 * chunk — what the shell prefetches at idle — holds only the router and the landing page.
 * Call it once, at module level (each call is its own React.lazy). Spec §2, lazily loaded
 * pages: if loading fails, the failure is logged and nothing renders (the header, the hub's
 * version line and its other pages stay usable). Kept in the hub, not in @naturverse/ui: a
 * hub must run on the shared ui of a shell built before it.
 */
export function lazyPage(title: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`[naturbank] the ${title} page failed to load`, error);
        return { default: NothingRendered };
      },
    ),
  );
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
