import { Suspense, type ReactNode } from 'react';

/**
 * A part of a painted page that React may hydrate on its own. React hydrates a Suspense
 * boundary of the build's HTML as a unit of its own: first the page around it, then each boundary
 * in turn with the browser let in between, and a tap on a part not yet hydrated makes React
 * hydrate that part at once, not the whole page (selective hydration). So a child's first tap on
 * a header link waits for the header alone (the Menu opens with no script at all: Header).
 *
 * What is inside never suspends (no lazy code, no data read by `use`), so outside of hydration
 * the boundary shows its children as they are and the empty fallback is never seen.
 */
export function HydrationPiece({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
