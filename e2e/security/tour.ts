/**
 * A tour of every route: start from each area's declared routes, follow every link the
 * pages show within that area, and record what the browser did on the way. Used by the
 * CSP / own-origins tour (tour.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export interface Area {
  name: string;
  /** Path prefixes that belong to this area (links outside it are another area's tour). */
  prefixes: string[];
  /** Every route the area declares; `:param` segments must be reached by following links. */
  routes: string[];
}

export const SHELL_ROUTES = [
  '/',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/accessibility',
  '/worlds',
  '/worlds/:slug',
  '/worlds/:slug/characters/:name',
  '/turian',
  '/login',
  '/profile',
  '/status',
  '/404',
  '/auth/callback',
  '/no-such-page',
];

/** The routes each hub declares in its remotes/<hub>/src/routes.tsx ('*' is tried as …/no-such-page). */
export const AREAS: Area[] = [
  {
    name: 'shell',
    prefixes: [
      '/about',
      '/contact',
      '/terms',
      '/privacy',
      '/accessibility',
      '/worlds',
      '/turian',
      '/login',
      '/profile',
      '/status',
      '/404',
      '/auth',
      '/no-such-page',
    ],
    routes: SHELL_ROUTES,
  },
  {
    name: 'zones',
    prefixes: ['/zones'],
    routes: [
      '/zones',
      ...['arcade', 'music', 'wellness', 'creator-lab', 'culture', 'future', 'observations', 'community', 'stories', 'quizzes', 'no-such-page'].map(
        (z) => `/zones/${z}`,
      ),
    ],
  },
  { name: 'marketplace', prefixes: ['/marketplace', '/cart', '/wishlist'], routes: ['/marketplace', '/marketplace/:slug', '/cart', '/wishlist'] },
  {
    name: 'naturversity',
    prefixes: ['/naturversity'],
    routes: [
      '/naturversity',
      '/naturversity/teachers',
      '/naturversity/partners',
      '/naturversity/courses',
      '/naturversity/course',
      '/naturversity/course/:slug',
      '/naturversity/languages',
      '/naturversity/languages/:slug',
      '/naturversity/no-such-page',
    ],
  },
  {
    name: 'naturbank',
    prefixes: ['/naturbank'],
    routes: ['/naturbank', '/naturbank/wallet', '/naturbank/natur', '/naturbank/nfts', '/naturbank/learn', '/naturbank/no-such-page'],
  },
  { name: 'passport', prefixes: ['/passport'], routes: ['/passport', '/passport/no-such-page'] },
  { name: 'navatar', prefixes: ['/navatar'], routes: ['/navatar', '/navatar/no-such-page'] },
];

const pattern = (route: string) => new RegExp(`^${route.replace(/:[a-z]+/g, '[^/]+')}$`);

export function inArea(area: Area, path: string): boolean {
  if (area.name === 'shell') return path === '/' || area.prefixes.some((p) => path === p || path.startsWith(`${p}/`));
  return area.prefixes.some((p) => path === p || path.startsWith(`${p}/`));
}

/** Routes of `area` no visited path matched: a tour that missed one has not toured everything. */
export function unvisitedRoutes(area: Area, visited: Iterable<string>): string[] {
  const paths = [...visited];
  return area.routes.filter((route) => !paths.some((p) => pattern(route).test(p)));
}

/**
 * Visit every route of `area` (fresh page load each), following links inside the area.
 * Returns the paths visited. Each page must show its h1 before its links are read.
 */
export async function tourArea(page: Page, area: Area, onPage?: (path: string) => Promise<void>): Promise<string[]> {
  const queue = area.routes.filter((r) => !r.includes(':'));
  const seen = new Set(queue);
  const visited: string[] = [];
  while (queue.length) {
    const path = queue.shift()!;
    await page.goto(path);
    await expect(page.locator('h1').first(), `the h1 of ${path}`).toBeVisible({ timeout: 15_000 });
    visited.push(path);
    await onPage?.(path);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      const next = url.pathname.replace(/\/$/, '') || '/';
      if (!seen.has(next) && inArea(area, next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return visited;
}
