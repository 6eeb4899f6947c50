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
