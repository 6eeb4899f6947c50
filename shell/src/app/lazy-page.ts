import type { ComponentType } from 'react';
import { lazyOrNothing } from '@naturverse/ui/lazy-page';

/**
 * A shell page loaded on demand. Spec §2: if loading fails, the failure is logged
 * and nothing renders (the layout stays usable). `preload` warms it (spec §9).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Component = lazyOrNothing(() => load().then((m) => m.default), '[naturverse] page');
  return {
    Component,
    preload: () => {
      load().catch(() => {});
    },
  };
}
