/**
 * A cold deep link to a hub (/zones/arcade): the first render waits, for a bounded time,
 * until the hub has loaded, so it renders the hub at once instead of first committing the
 * hub's "Loading …" state. React 19 holds back revealing a Suspense boundary for 300 ms
 * after its fallback was shown (its FALLBACK_THROTTLE_MS): measured in the bench, that hold
 * was the largest single cost of a cold deep link ("Loading Zones…" shown, the hub loaded
 * ~100 ms later, its h1 ~300 ms after the fallback). Meanwhile the page shows the boot
 * text "Loading Naturverse…".
 *
 * A hub slower than the bound, or down, never holds the site: the app mounts at the bound
 * (or as soon as the load fails), and the route shows its usual loading state and fallback.
 */

import { withDeadline } from '../timeouts/deadline';

/** Long enough for a hub on a slow phone; short against the hub's own 4.5 s deadline. */
export const FIRST_RENDER_HUB_WAIT_MS = 1500;

/** Resolves when `load` settles (either way) or after `ms`, whichever comes first; never rejects. */
export function settledWithin(load: Promise<unknown>, ms: number): Promise<void> {
  const goOn = () => {};
  // the shared deadline (deadline.ts); here both outcomes, and giving up, only mean "go on"
  return withDeadline(load, ms, 'the deep-linked hub before first render').then(goOn, goOn);
}
