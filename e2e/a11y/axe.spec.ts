// Axe reports zero violations on every route of every part, signed out and
// signed in, at 1280 and 360 px, in light and dark. One test per part and sign-in state; each
// route is opened once and checked in the four looks (e2e/a11y/check.ts).
import { disableIdlePrefetch, expect } from '../support/fixtures';
import { axeViolations } from '../support/axe';
import { test } from '../support/backend/fixture';
import { expectRouteAxeClean } from './check';
import { ROUTE_GROUPS } from './routes';
import { partTags } from '@naturverse/site/tags';

test.describe('axe on every route, signed out (local demo mode)', () => {
  for (const [part, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${part}: ${routes.length} routes × 1280/360 px × light/dark`, { tag: partTags(part) }, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 12_000);
      await disableIdlePrefetch(page);
      for (const route of routes) await expectRouteAxeClean(page, route);
    });
  }
});

test.describe('axe on every route, signed in (test backend)', () => {
  for (const [part, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${part}: ${routes.length} routes × 1280/360 px × light/dark`, { tag: partTags(part) }, async ({ page, connect, newUser }) => {
      test.setTimeout(30_000 + routes.length * 12_000);
      await disableIdlePrefetch(page);
      await connect(page, await newUser('a11y'));
      for (const route of routes) await expectRouteAxeClean(page, route, true);
    });
  }
});

// The check itself can fail: a page with a known fault is reported, rule and element named.
test('axe reports a fault put into a page: an image without a text alternative', { tag: ['@shell'] }, async ({ page }) => {
  await disableIdlePrefetch(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.id = 'no-alt';
    img.src = '/favicon.svg';
    document.querySelector('main')!.append(img);
  });
  expect(await axeViolations(page)).toEqual(['image-alt: #no-alt']);
  expect(await axeViolations(page, ['#no-alt'])).toEqual([]);
});
