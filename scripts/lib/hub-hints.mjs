// A deep link to a hub (/zones/arcade) starts a chain: html → shell entry → registry →
// hub manifest → hub entry → route chunk. The server knows the registry it serves, so it
// can name the hub's manifest in the page's own response (a `Link: rel=preload` header):
// the browser fetches it while the shell's scripts still download. A header, not markup:
// the page stays one static file and the strict CSP needs nothing new (the manifest's
// origin is a registry origin, already in connect-src).

/** The registry entry whose route prefixes own this path, if any. */
export function hubForPath(registry, urlPath) {
  const remotes = Array.isArray(registry?.remotes) ? registry.remotes : [];
  return remotes.find(
    (r) => Array.isArray(r?.prefixes) && r.prefixes.some((p) => typeof p === 'string' && (urlPath === p || urlPath.startsWith(`${p}/`))),
  );
}

/**
 * The Link header value for a page at `urlPath`, or undefined. Only an http(s) manifest URL
 * is named (a broken registry names nothing). `crossorigin=anonymous` and `as=fetch` match
 * the runtime's own `fetch(manifest)` (CORS, no credentials), so the preloaded response is
 * the one it uses.
 */
export function hubPreloadLink(registry, urlPath) {
  const manifest = hubForPath(registry, urlPath)?.manifest;
  if (typeof manifest !== 'string') return undefined;
  let url;
  try {
    url = new URL(manifest);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `<${url.href}>; rel=preload; as=fetch; crossorigin=anonymous`;
}
