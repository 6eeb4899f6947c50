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
 * The page has started (docs/architecture.md, Glossary): its first render, hydrating or afresh,
 * has committed with the page's own code, so the build's mark no longer claims the HTML is only
 * the build's. A test waits for this before it acts (a click on painted HTML is a plain link, or a
 * button that does only what the HTML does by itself).
 */
export function markStarted(doc: Pick<Document, 'getElementById'>): void {
  started = true;
  doc.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE);
}

let started = false;

/** True once the page has started (markStarted): any later render is a navigation's or an update's. */
export function pageStarted(): boolean {
  return started;
}
