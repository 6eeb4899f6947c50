import { lazy, type ComponentType } from 'react';

/**
 * A shell page loaded on demand. Spec §2: if loading fails, the failure is logged
 * and nothing renders (the layout stays usable). `preload` warms it (spec §9).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Component = lazy(() =>
    load().catch((error: unknown) => {
      console.error('[naturverse] page failed to load', error);
      return { default: () => null };
    }),
  );
  return {
    Component,
    preload: () => {
      load().catch(() => {});
    },
  };
}
