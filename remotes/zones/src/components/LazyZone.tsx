import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A zone page whose code (and libraries, such as IndexedDB for photos) loads only when its
 * route is visited, so the hub's ./routes chunk — what the shell prefetches at idle — holds
 * only the router and the zone index. Call it once, at module level (each call is its own
 * React.lazy). Spec §2, lazily loaded pages: if loading fails, the failure is logged and
 * nothing renders (the hub's version line, the header and other zones stay usable).
 */
export function lazyZone(title: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy<ComponentType>(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error(`[zones] the ${title} page failed to load`, error);
        return { default: NothingRendered };
      },
    ),
  );
  return function LazyZoneRoute() {
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
