/**
 * A cold deep link to a hub (/zones/arcade): the hub's area (HubArea) waits, for a bounded time,
 * until the hub has loaded, so it renders the hub at once instead of first committing the
 * hub's Suspense fallback. React 19 holds back revealing a Suspense boundary for 300 ms
 * after its fallback was shown (its FALLBACK_THROTTLE_MS): measured in the bench, that hold
 * was the largest single cost of a cold deep link ("Loading Zones…" shown, the hub loaded
 * ~100 ms later, its h1 ~300 ms after the fallback). Meanwhile the page shows the site's chrome,
 * React's already (a tap on the header is answered), and the hub's loading line.
 *
 * A hub slower than the bound, or down, never holds the site: the area renders the route at the
 * bound (or as soon as the load fails), which shows its usual loading state and fallback.
 */

/** Long enough for a hub on a slow phone; short against the hub's own 4.5 s deadline. */
export const FIRST_RENDER_HUB_WAIT_MS = 1500;

/** Resolves when `load` settles (either way) or after `ms`, whichever comes first; never rejects. */
export function settledWithin(load: Promise<unknown>, ms: number): Promise<void> {
  // both outcomes, and the bound, only mean "go on": nothing to name or log (the hub's own
  // deadline, loadHub, reports a load that hangs)
  return new Promise((goOn) => {
    setTimeout(goOn, ms);
    load.then(
      () => goOn(),
      () => goOn(),
    );
  });
}
