/**
 * The shell's Content-Security-Policy follows the registry and config its server serves.
 * A test that changes them in the browser instead (a hub moved to a test port, a backend
 * named in config.json) stands in for a deployment configured that way, so it must also
 * get the policy that deployment's server would send: same derivation
 * (scripts/lib/security-headers.mjs), inputs changed as the test changed them. Nothing is
 * loosened beyond what such a server would allow.
 */
import type { Page, Route } from '@playwright/test';
import { buildRegistry } from '@naturverse/config/federation';
import { backendOrigin, contentSecurityPolicy, inlineHashes, registryOrigins } from '../../scripts/lib/security-headers.mjs';

const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const SHELL_ORIGIN = `http://localhost:${3000 + OFFSET}`;

interface Deployment {
  manifests: Map<string, string>;
  backend: string | null;
}
const deployments = new WeakMap<Page, Deployment>();

export interface PolicyChange {
  /** A hub the registry points elsewhere: its name and new manifest URL. */
  hub?: { name: string; manifest: string };
  /** The Supabase URL config.json names. */
  backend?: string;
}

/** The policy the shell's server would send with this registry and config. */
export function policyFor(deployment: Deployment, html: string): string {
  const registry = buildRegistry(OFFSET);
  for (const remote of registry.remotes) remote.manifest = deployment.manifests.get(remote.name) ?? remote.manifest;
  return contentSecurityPolicy({
    hubs: registryOrigins(registry),
    backend: backendOrigin({ supabaseUrl: deployment.backend }),
    inline: inlineHashes(html),
  });
}

/** Call with every registry or config change a test makes in the browser, before the first goto. */
export async function deployedAs(page: Page, change: PolicyChange): Promise<void> {
  let deployment = deployments.get(page);
  if (!deployment) {
    const created: Deployment = { manifests: new Map(), backend: null };
    deployment = created;
    deployments.set(page, created);
    await page.route(
      (url) => url.origin === SHELL_ORIGIN,
      async (route: Route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = await response.body();
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        const csp = headers['content-security-policy'] ? policyFor(created, body.toString('utf8')) : undefined;
        await route.fulfill({ status: response.status(), body, headers: csp ? { ...headers, 'content-security-policy': csp } : headers });
      },
    );
  }
  if (change.hub) deployment.manifests.set(change.hub.name, change.hub.manifest);
  if (change.backend) deployment.backend = change.backend;
}
