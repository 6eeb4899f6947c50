// Every breadcrumb that is a link must lead somewhere real: walk the trail of every route of
// the spec's route table (one concrete path per pattern) and open each link it offers.
import { test, expect, disableIdlePrefetch } from '../support/fixtures';

const ROUTE_TABLE = [
  '/worlds',
  '/worlds/thailandia',
  '/worlds/thailandia/characters/turian',
  '/zones',
  ...['arcade', 'music', 'wellness', 'creator-lab', 'stories', 'quizzes', 'observations', 'culture', 'community', 'future'].map((z) => `/zones/${z}`),
  '/marketplace',
  '/marketplace/turian-plush',
  '/cart',
  '/wishlist',
  '/naturversity',
  '/naturversity/teachers',
  '/naturversity/partners',
  '/naturversity/courses',
  '/naturversity/course/nature-101',
  '/naturversity/languages',
  '/naturversity/languages/thailandia',
  '/naturbank',
  '/naturbank/wallet',
  '/naturbank/natur',
  '/naturbank/nfts',
  '/naturbank/learn',
  '/terms',
  '/privacy',
  '/contact',
  '/accessibility',
  '/about',
  '/navatar',
  '/passport',
  '/login',
  '/turian',
  '/profile',
];

/** The hrefs of the crumbs that are links on `path` (the last crumb is the page itself). */
async function crumbLinks(page: import('@playwright/test').Page, path: string): Promise<string[]> {
  await page.goto(path);
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.locator('[aria-current="page"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  return trail.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

test('every crumb link on every route leads to a page, never to Page not found', { tag: ['@shell'] }, async ({ page }) => {
  test.slow(); // ~40 routes, then every distinct crumb target
  await disableIdlePrefetch(page);
  const targets = new Map<string, string>(); // target → a route whose trail links to it
  for (const path of ROUTE_TABLE) {
    for (const href of await crumbLinks(page, path)) if (!targets.has(href)) targets.set(href, path);
  }
  expect([...targets.keys()]).toContain('/worlds/thailandia');
  for (const [target, from] of targets) {
    await page.goto(target);
    await expect(page.getByRole('heading', { level: 1 }).first(), `crumb ${target} (from ${from})`).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), `crumb ${target} (from ${from})`).toHaveCount(0);
  }
});

test('on a character page the Characters crumb is text, and the world crumb leads back', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/worlds/thailandia/characters/turian');
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem').filter({ hasText: 'Characters' })).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Characters' })).toHaveCount(0);
  await trail.getByRole('link', { name: 'Thailandia' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thailandia' })).toBeVisible();
});
