/**
 * Which built files are content-hashed, hence never change under one name and may be cached
 * forever: a name with a hash of eight or more hex digits (`index.2f2cdc2fb0.js`, what
 * `output.filenameHash` in rsbuild.mjs writes) in a `static/` folder. One rule for the
 * places that must agree: the static server's Cache-Control
 * (scripts/lib/static-server.mjs), the service worker's cache-first route (shell/src/sw/routes.ts)
 * and the worker build's precache list, whose hashed entries need no revision
 * (shell/rsbuild.sw.config.ts); the deploy's nginx config writes it as its immutable locations
 * (packages/cli/src/deploy/nginx.ts). If they disagreed, a file cached for a year by the browser could
 * be refetched by the worker, or the other way round.
 */

/**
 * A hashed file's path, absolute (`/static/js/a.1234abcd.js`, a URL's pathname) or relative to the
 * build folder (`static/js/a.1234abcd.js`, how workbox names precache entries).
 */
export const HASHED_FILE = /(?:^|\/)static\/(?:[^/]+\/)*[^/]*\.[0-9a-f]{8,}\.[^/]*$/;

/** Whether `path` (no query string) names a content-hashed build file. */
export function isHashedFile(path: string): boolean {
  return HASHED_FILE.test(path);
}
