/**
 * Which HTML file answers a route (a path with no file extension), one rule for the places that
 * must agree: the static server (@naturverse/serving's static server), the deploy's
 * nginx config (packages/cli/src/deploy/nginx.ts) and the service worker's offline answer
 * (shell/src/sw/strategies.ts). The shell's build prerenders its pages as `<path>/index.html`
 * (shell/src/prerender/pages.ts); a route gets, best first:
 *   1. its own page: `/about` → /about/index.html, `/` → /index.html;
 *   2. the page of the hub whose prefix holds it: `/zones/arcade` → /zones/index.html (the
 *      site's chrome and the hub's title, painted while the hub loads);
 *   3. the shell's start-up page, /app.html (the chrome and "Loading Naturverse…");
 *   4. /index.html: the SPA fallback of a part with no prerendered pages (a hub's standalone page).
 * The first file that exists is served.
 */

/** The prefixes of the hubs a registry names ({ remotes: [{ prefixes }] }); none for a broken one. */
export function hubPrefixes(registry: unknown): string[] {
  const r = registry as { remotes?: unknown } | null | undefined;
  const remotes = Array.isArray(r?.remotes) ? (r.remotes as { prefixes?: unknown }[]) : [];
  return remotes.flatMap((r) => (Array.isArray(r?.prefixes) ? r.prefixes.filter((p): p is string => typeof p === 'string' && /^\/[^/]/.test(p)) : []));
}

/** The start-up page's file: not /index.html, which is `/`'s own page. */
export const START_PAGE = '/app.html';

/** The candidate files for `path` (a URL's pathname, decoded), best first, each once. */
export function pageFileCandidates(path: string, prefixes: readonly string[] = []): string[] {
  const route = path.replace(/\/+$/, '') || '/';
  const own = route === '/' ? '/index.html' : `${route}/index.html`;
  const hub = prefixes.find((prefix) => route === prefix || route.startsWith(`${prefix}/`));
  return [...new Set([own, ...(hub ? [`${hub}/index.html`] : []), START_PAGE, '/index.html'])];
}
