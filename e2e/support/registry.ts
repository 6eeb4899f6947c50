/**
 * Helpers for the failure-isolation tests: rewrite the registry the browser gets
 * (exactly what editing /remotes.json on the server does — the shell is not
 * rebuilt) and run a hub's production build on a port of the test's choosing.
 */
import type { Page } from '@playwright/test';
import { createStaticServer } from '@naturverse/serving/static-server';
import { distOf, shellOrigins } from '@naturverse/site/serve';
import { deployedAs } from './policy';
import { browserPort } from './browser';
import { PORT_OFFSET } from '@naturverse/testing/port-offset';
import { fetchAsServed } from './served';

interface RegistryFile {
  remotes: Array<{ name: string; manifest: string; prefixes: string[]; title: string; fallback?: string }>;
}

/** Point hub `name` at `manifestUrl` (and a `fallback` manifest, if given) for this page. */
export async function pointHubAt(page: Page, name: string, manifestUrl: string, fallback?: string): Promise<void> {
  await deployedAs(page, { hub: { name, manifest: manifestUrl, fallback } });
  await page.route('**/remotes.json', async (route) => {
    const response = await fetchAsServed(route);
    const registry = (await response.json()) as RegistryFile;
    for (const remote of registry.remotes) {
      if (remote.name !== name) continue;
      remote.manifest = manifestUrl;
      if (fallback) remote.fallback = fallback;
    }
    await route.fulfill({ response, json: registry });
  });
}

/** A hub's dist (or another build of it, `root`) served on `port`, stoppable and restartable mid-test. */
export function hubServer(name: string, port: number, root = distOf(name)) {
  browserPort(port);
  let current: ReturnType<typeof createStaticServer> | null = null;
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    async start() {
      current = createStaticServer({ root, port, allowOrigins: shellOrigins(PORT_OFFSET) });
      await current.listen();
    },
    async stop() {
      await current?.close();
      current = null;
    },
  };
}
