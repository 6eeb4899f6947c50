import { Suspense, lazy, type ComponentType } from 'react';

/**
 * A zone page whose code (and libraries, such as IndexedDB for photos) loads only when its
 * route is visited, keeping the hub's ./routes chunk small for every other zone.
 */
export function lazyZone(title: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(() => load().then((component) => ({ default: component })));
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
