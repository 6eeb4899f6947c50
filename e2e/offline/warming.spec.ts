/**
 * How the service worker warms hub files at its first install: a few
 * at a time, and holding new ones when a family points at a hub — the click comes first.
 * The test answers the worker's hub requests itself (context.route sees a worker's requests
 * in Chromium), so it decides when each file arrives; nothing here depends on a clock.
 */
import type { Page, Route } from '@playwright/test';
import { PORTS, REMOTES } from '@naturverse/site/federation';
import { test, expect, expectHeading, disableIdlePrefetch, partUrl } from '../support/fixtures';
import { cachedUrls, manifestFiles, waitForOfflineReady } from './helpers';

test.use({ serviceWorkers: 'allow' });

const HUB_PORTS = REMOTES.map((r) => PORTS[r.name]!);
const HUB_ORIGINS = HUB_PORTS.map((port) => new URL(partUrl(port)).origin);

/** The worker's requests for hub files (not manifests), held until the test lets them through. */
async function holdWorkerHubFiles(page: Page) {
  const held: Route[] = [];
  let mostAtOnce = 0;
  let holding = true;
  await page.context().route(
    (url) => HUB_ORIGINS.includes(url.origin) && !url.pathname.endsWith('/mf-manifest.json'),
    async (route) => {
      if (!holding || !route.request().serviceWorker()) return route.continue(); // the page's own loads pass
      held.push(route);
      mostAtOnce = Math.max(mostAtOnce, held.length);
    },
  );
  return {
    mostAtOnce: () => mostAtOnce,
    waitingCount: () => held.length,
    releaseAll: async () => {
      for (const route of held.splice(0)) await route.continue();
    },
    stopHolding: async () => {
      holding = false;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

test('the worker fetches hub files two at a time, and still caches every one', { tag: ['@cross'] }, async ({ page, context }) => {
  await disableIdlePrefetch(page);
  const files = await holdWorkerHubFiles(page);
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');

  // let the files through a batch at a time: while some wait, a worker that started more than
  // two would show them all
  let done = false;
  void waitForOfflineReady(page).then(() => (done = true));
  while (!done) {
    await expect.poll(() => done || files.waitingCount() > 0).toBe(true);
    if (done) break;
    await page.waitForTimeout(150); // any further request the worker sends arrives meanwhile
    expect(files.waitingCount(), 'hub files the worker fetches at once').toBeLessThanOrEqual(2);
    await files.releaseAll();
  }
  expect(files.mostAtOnce()).toBe(2);

  const cached = new Set(await cachedUrls(context));
  for (const port of HUB_PORTS) {
    const manifestUrl = partUrl(port, '/mf-manifest.json');
    const { needed } = await manifestFiles(page, manifestUrl);
    expect(
      needed.filter((url) => !cached.has(url)),
      `${manifestUrl}: files not cached`,
    ).toEqual([]);
  }
});

test('pointing at a hub while the worker installs asks it to hold its warming', { tag: ['@cross'] }, async ({ page }) => {
  await disableIdlePrefetch(page);
  await page.addInitScript(() => {
    const sent: Array<{ type: unknown; state: string }> = [];
    Object.defineProperty(window, '__sentToWorker', { value: sent });
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown, ...rest: [never]) {
      sent.push({ type: (message as { type?: unknown } | null)?.type, state: this.state });
      return post.call(this, message, ...rest);
    };
  });
  const files = await holdWorkerHubFiles(page);
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');
  // the worker is installing: it waits for the hub files this test holds
  await expect.poll(() => files.waitingCount()).toBeGreaterThan(0);

  await page.locator('#nv-main-nav a[href="/marketplace"]').hover();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sentToWorker: unknown[] }).__sentToWorker))
    .toContainEqual({ type: 'HOLD_WARMING', state: 'installing' });

  // the hold only delays: the install still finishes and the hub opens
  await files.stopHolding();
  await waitForOfflineReady(page);
  await page.locator('#nv-main-nav a[href="/marketplace"]').click();
  await expectHeading(page, 'Marketplace');
});
