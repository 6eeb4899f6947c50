import type { APIResponse, Route } from '@playwright/test';

/**
 * What the server answers a routed request, for a test that rewrites it. Playwright reuses a
 * kept-alive socket, and the static server closes idle sockets after Node's keep-alive timeout:
 * a request sent on a socket the server is closing meets ECONNRESET. A browser retries such an
 * idempotent request on a fresh socket by itself; this does the same, once, for that error only.
 */
export function fetchAsServed(route: Route): Promise<APIResponse> {
  return route.fetch({ maxRetries: 1 });
}
