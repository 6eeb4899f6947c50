/**
 * How the page tells the browser which route its HTML was prerendered for (the build writes
 * it on #root; shell/src/prerender/pages.ts). Only the HTML of that very route is hydrated:
 * a hub's page or the generic start-up page is served for many paths and only paints first.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** A path as the build names its pages: no trailing slash but for `/` itself. */
export function pagePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True when the container holds the build's HTML of `pathname`'s own page. */
export function isPrerenderedFor(container: Pick<Element, 'getAttribute'>, pathname: string): boolean {
  return container.getAttribute(PRERENDERED_ATTRIBUTE) === pagePath(pathname);
}

/**
 * The page's HTML is React's now: called once the page has hydrated (or rendered), so the build's
 * mark no longer claims the HTML is only the build's. A test waits for this before it acts (a
 * click on prerendered HTML before hydration is a plain link or a button that does nothing yet).
 */
export function markHydrated(doc: Pick<Document, 'getElementById'>): void {
  started = true;
  doc.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE);
}

let started = false;

/** True once the page's first render (hydrating or not) has committed: any later render is a navigation's or an update's. */
export function pageStarted(): boolean {
  return started;
}
