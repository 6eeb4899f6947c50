/**
 * Offline play, on the production builds through the shell with the
 * service worker allowed: one visit, then the network is gone (context.setOffline), and
 * the shell and every hub still work — their files come from the worker's caches.
 */
import { PORTS, REMOTES } from '@naturverse/site/federation';
import { test, expect, expectHeading, disableIdlePrefetch, partUrl } from '../support/fixtures';
import { cartDot, productCard } from '../marketplace/helpers';
import { stampCounts } from '../zones/helpers';
import { cachedUrls, expectOfflineBanner, manifestFiles, recordHubResponses, waitForOfflineReady } from './helpers';

test.use({ serviceWorkers: 'allow' });

// the six hubs and their default ports, from the local registry (the one source of both)
const HUBS = REMOTES.map((r) => ({ name: r.name, port: PORTS[r.name]! }));
const HUB_ORIGINS = HUBS.map((h) => new URL(partUrl(h.port)).origin);

/** Each hub's page, and what a family sees on it. */
const HUB_PAGES = [
  { path: '/zones', heading: 'Zones', text: 'Arcade' },
  { path: '/naturversity', heading: 'Naturversity', text: 'Learn with teachers, partners, languages and courses from across the kingdoms.' },
  { path: '/navatar', heading: 'Navatar Creator', text: 'Make your own Navatar: pick a base, give it a name and a story, and roll its powers.' },
  { path: '/passport', heading: 'Passport', text: 'Local demo mode.' },
  { path: '/naturbank', heading: 'NaturBank', text: 'Practise saving and spending with NATUR, our pretend nature coin.' },
];

test('after one visit, the shell and all six hubs work with the network gone', { tag: ['@cross'] }, async ({ page, context }) => {
  test.slow(); // a full tour plus five real-clock rounds
  await disableIdlePrefetch(page); // no hub is loaded before going offline: the worker's precache alone must do
  // lowest random → every reaction-timer wait is 800 ms on the real clock
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');
  await waitForOfflineReady(page);

  // every file of each hub the site can load is in the worker's cache, though no hub was opened;
  // the hub's own copies of React, the router, zustand and the packages the shell provides are not
  // warmed (never loaded in the site: the tour below plays every hub offline without them)
  const cached = new Set(await cachedUrls(context));
  let hubFiles = 0;
  let skipped = 0;
  for (const hub of HUBS) {
    const manifestUrl = partUrl(hub.port, '/mf-manifest.json');
    const { needed, providedByShell } = await manifestFiles(page, manifestUrl);
    hubFiles += needed.length;
    skipped += providedByShell.length;
    expect(
      needed.filter((url) => !cached.has(url)),
      `${hub.name} files not cached`,
    ).toEqual([]);
    expect(
      providedByShell.filter((url) => cached.has(url)),
      `${hub.name} copies of shell-provided libraries cached`,
    ).toEqual([]);
    expect(cached.has(manifestUrl), `${hub.name} manifest cached`).toBe(true);
  }
  expect(hubFiles).toBeGreaterThan(40);
  expect(skipped).toBeGreaterThan(30);

  await context.setOffline(true);
  const hubResponses = recordHubResponses(page, HUB_ORIGINS);
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));

  await page.reload();
  await expectHeading(page, 'Welcome to Naturverse');
  await expectOfflineBanner(page);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  // the reaction timer: five rounds, the times, the average and the stamp, all offline
  await page.goto('/zones/arcade');
  await expectHeading(page, 'Arcade');
  const pad = page.locator('.zn-pad');
  await pad.click();
  for (let round = 1; round <= 5; round += 1) {
    await expect(pad).toContainText(`Round ${round} of 5`);
    await expect(pad).toContainText('Tap now!', { timeout: 4_000 });
    await pad.click();
    if (round === 1) await expect(page.getByText('Stamp earned!')).toBeVisible();
  }
  await expect(pad).toContainText('All done!');
  await expect(page.getByRole('list', { name: 'Reaction times' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByText(/^Average: \d+ ms$/)).toBeVisible();
  expect((await stampCounts(page)).thailandia).toBe(1);

  for (const hub of HUB_PAGES) {
    await page.goto(hub.path);
    await expectHeading(page, hub.heading);
    await expect(page.getByText(hub.text, { exact: true }).first()).toBeVisible();
    await expectOfflineBanner(page);
  }

  // the marketplace, and a cart line saved offline
  await page.goto('/marketplace');
  await expectHeading(page, 'Marketplace');
  await productCard(page, 'Turian Plush').getByRole('button', { name: 'Add to cart' }).click();
  await expect(cartDot(page)).toHaveText('1');
  await page.goto('/cart');
  await expectHeading(page, 'Cart');
  await expect(page.getByRole('main').getByText('Turian Plush').first()).toBeVisible();
  await expect(cartDot(page)).toHaveText('1');

  // each shell page offline is its own HTML file: never opened online, it comes from the precache
  const shellPages: Array<[string, string]> = [
    ['/about', 'About'],
    ['/worlds/thailandia', 'Thailandia'],
  ];
  for (const [path, heading] of shellPages) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(await response?.text(), path).toContain(`data-prerendered="${path}"`);
    await expectHeading(page, heading);
    await expectOfflineBanner(page);
  }

  // every hub file came from the worker, and nothing tried the network and failed
  expect(new Set(hubResponses.map((r) => new URL(r.url).origin)).size).toBe(6);
  expect(hubResponses.filter((r) => !r.fromServiceWorker).map((r) => r.url)).toEqual([]);
  expect(failed).toEqual([]);
});

test('a registry, config and hub manifest that hang are answered from the cache after the short timeout', { tag: ['@cross'] }, async ({ page, context }) => {
  await disableIdlePrefetch(page);
  await page.goto('/naturversity');
  await expectHeading(page, 'Naturversity');
  await waitForOfflineReady(page);

  // online, but the registry, the config and the hub's manifest never answer
  const held: string[] = [];
  const hang = (pattern: string) =>
    context.route(pattern, (route) => {
      held.push(route.request().url());
    });
  await hang('**/remotes.json');
  await hang('**/config.json');
  await hang(partUrl(3003, '/mf-manifest.json'));
  try {
    const started = Date.now();
    await page.reload();
    // two worker timeouts in a row (registry, then manifest), each under the page's own budget
    await expect(page.getByRole('heading', { level: 1, name: 'Naturversity' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Learn with teachers, partners, languages and courses from across the kingdoms.')).toBeVisible();
    // the worker asked the network first, gave up after its 2 s timeout and used the cache
    expect(held.some((url) => url.endsWith('/remotes.json'))).toBe(true);
    expect(held.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
  } finally {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
});
