/**
 * The shell's Content-Security-Policy follows the registry and config its server serves.
 * A test that changes them in the browser instead (a hub moved to a test port, a backend
 * named in config.json) stands in for a deployment configured that way, so it must also
 * get the policy that deployment's server would send: same derivation
 * (@naturverse/serving/security-headers), inputs changed as the test changed them. Nothing is
 * loosened beyond what such a server would allow.
 */
import type { BrowserContext, Page, Route } from '@playwright/test';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins } from '@naturverse/serving/security-headers';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';
import { fetchAsServed } from './served';

const SHELL_ORIGIN = `http://localhost:${3000 + OFFSET}`;

interface Deployment {
  manifests: Map<string, string>;
  fallbacks: Map<string, string>;
  backend: string | null;
  /** The registry's overrides.allowedOrigins as the test changed them (null: as served). */
  overrideOrigins: string[] | null;
}
const deployments = new WeakMap<Page | BrowserContext, Deployment>();

export interface PolicyChange {
  /** A hub the registry points elsewhere: its name, new manifest URL and any fallback manifest URL. */
  hub?: { name: string; manifest: string; fallback?: string };
  /** The Supabase URL config.json names. */
  backend?: string;
  /** The origins the registry allows hub overrides from (overrides.allowedOrigins; [] in production). */
  overrideOrigins?: string[];
}

interface Registry {
  remotes: Array<{ name: string; manifest: string; fallback?: string }>;
  overrides?: { allowedOrigins: string[] };
}

/** The policy the shell's server would send with its registry changed as the test changed it. */
function policyFor(deployment: Deployment, served: Registry, html: string): string {
  const registry = {
    remotes: served.remotes.map((r) => ({
      ...r,
      manifest: deployment.manifests.get(r.name) ?? r.manifest,
      fallback: deployment.fallbacks.get(r.name) ?? r.fallback,
    })),
    overrides: { allowedOrigins: deployment.overrideOrigins ?? served.overrides?.allowedOrigins ?? [] },
  };
  return contentSecurityPolicy({
    hubs: registryOrigins(registry),
    backend: backendOrigin({ supabaseUrl: deployment.backend }),
    inline: inlineHashes(html),
  });
}

/** A page load, whether the page asks for it or a service worker fetches it on the page's behalf. */
async function isDocument(route: Route): Promise<boolean> {
  const request = route.request();
  if (request.resourceType() === 'document') return true;
  // a worker's fetch of a navigation is typed 'fetch' and carries no Sec-Fetch-Dest here; the
  // browser's navigation Accept header still says it is a page
  return !!request.serviceWorker() && ((await request.headerValue('accept')) ?? '').startsWith('text/html');
}

/**
 * Call with every registry or config change a test makes in the browser, before the first goto.
 * Pass the context (not the page) when a service worker fetches the pages: page routes never
 * see a worker's requests.
 */
export async function deployedAs(page: Page | BrowserContext, change: PolicyChange): Promise<void> {
  let deployment = deployments.get(page);
  if (!deployment) {
    const created: Deployment = { manifests: new Map(), fallbacks: new Map(), backend: null, overrideOrigins: null };
    deployment = created;
    deployments.set(page, created);
    await page.route(
      (url) => url.origin === SHELL_ORIGIN,
      async (route: Route) => {
        if (!(await isDocument(route))) return route.fallback();
        const response = await fetchAsServed(route);
        const body = await response.body();
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        // the registry as the server serves it (not as a test route rewrites it), then the test's changes
        const served = (await (await page.request.get(`${SHELL_ORIGIN}/remotes.json`, { maxRetries: 1 })).json()) as Registry;
        const csp = headers['content-security-policy'] ? policyFor(created, served, body.toString('utf8')) : undefined;
        await route.fulfill({ status: response.status(), body, headers: csp ? { ...headers, 'content-security-policy': csp } : headers });
      },
    );
  }
  if (change.hub) deployment.manifests.set(change.hub.name, change.hub.manifest);
  if (change.hub?.fallback) deployment.fallbacks.set(change.hub.name, change.hub.fallback);
  if (change.backend) deployment.backend = change.backend;
  if (change.overrideOrigins) deployment.overrideOrigins = change.overrideOrigins;
}
