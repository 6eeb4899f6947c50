// Issue 17 item 7: axe reports zero violations on every route of every part, signed out and
// signed in, at 1280 and 360 px, in light and dark. One test per part and sign-in state; each
// route is opened once and checked in the four looks (e2e/a11y/check.ts).
import { disableIdlePrefetch } from '../support/fixtures';
import { test } from '../support/backend/fixture';
import { expectRouteAxeClean } from './check';
import { ROUTE_GROUPS } from './routes';
import { partTags } from '../support/tags.mjs';

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
