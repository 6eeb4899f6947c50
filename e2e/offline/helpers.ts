/**
 * Helpers for the offline specs. The suite blocks service workers (playwright.config.ts);
 * these specs opt in, so the page runs exactly as a family's browser runs it.
 */
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { providedShares } from '@naturverse/site/federation';
import { expect } from '../support/fixtures';

export const OFFLINE_BANNER = 'You’re offline. Changes may not save until you reconnect.';
export const UPDATE_READY = 'A new version is ready';

/** Wait until the service worker is active, has finished precaching (install) and controls the page. */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The URLs in every cache the worker keeps (read inside the worker). */
export async function cachedUrls(context: BrowserContext): Promise<string[]> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker is running');
  return worker.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
}

type Assets = Record<'js' | 'css', Record<'sync' | 'async', string[]>>;

/** What the shell hands every hub (its build's list): a hub's own copy of these is never loaded in the site. */
const PROVIDED_BY_SHELL = new Set(Object.keys(providedShares(fileURLToPath(new URL('../../shell/', import.meta.url)))));

/**
 * A hub's files as its manifest lists them: `needed`, what the site can load (the remote
 * entry, every JS/CSS file of its exposed modules and of shared libraries the shell does not
 * provide), and `providedByShell`, its own copies of what the shell provides, listed by no
 * exposed module.
 */
export async function manifestFiles(page: Page, manifestUrl: string): Promise<{ needed: string[]; providedByShell: string[] }> {
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    metaData: { remoteEntry: { name: string } };
    shared: Array<{ name: string; assets: Assets }>;
    exposes: Array<{ assets: Assets }>;
  };
  const filesOf = ({ assets }: { assets: Assets }) => [...assets.js.sync, ...assets.js.async, ...assets.css.sync, ...assets.css.async];
  const needed = new Set([manifest.metaData.remoteEntry.name]);
  for (const group of [...manifest.shared.filter((s) => !PROVIDED_BY_SHELL.has(s.name)), ...manifest.exposes]) {
    for (const file of filesOf(group)) needed.add(file);
  }
  const provided = manifest.shared
    .filter((s) => PROVIDED_BY_SHELL.has(s.name))
    .flatMap(filesOf)
    .filter((f) => !needed.has(f));
  const href = (file: string) => new URL(file, manifestUrl).href;
  return { needed: [...needed].map(href), providedByShell: [...new Set(provided)].map(href) };
}

/** Every response the page gets from a hub's origin, and whether the service worker answered it. */
export function recordHubResponses(page: Page, hubOrigins: string[]) {
  const seen: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    if (hubOrigins.includes(new URL(response.url()).origin)) seen.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  return seen;
}

export async function expectOfflineBanner(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
}
