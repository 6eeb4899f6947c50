/**
 * With every key (local and session) holding the same hostile
 * value at once, every route of the site renders: its h1, no error fallback, no
 * 'Page not found'. The 1 MB string does not fit 22 times in a browser's quota, so
 * that tour puts it in the two keys every page reads (the cart count in the header,
 * the profile's theme); hostile-values.spec.ts gives each key its own 1 MB run.
 */
import { test, disableIdlePrefetch } from '../support/fixtures';
import { ALL_ROUTES, HOSTILE, ONE_MB_STRING, SESSION_KEYS, STORAGE_KEYS } from './keys';
import { expectRendered, seedRaw } from './helpers';

const everyKey = (raw: string) => Object.fromEntries(Object.values(STORAGE_KEYS).map((k) => [k, raw]));
const everySessionKey = (raw: string) => Object.fromEntries(Object.values(SESSION_KEYS).map((k) => [k, raw]));

const TOURS: ReadonlyArray<{ label: string; local: Record<string, string>; session: Record<string, string> }> = [
  ...HOSTILE.filter((h) => h.raw !== ONE_MB_STRING).map((h) => ({ label: h.label, local: everyKey(h.raw), session: everySessionKey(h.raw) })),
  { label: 'a 1 MB string', local: { [STORAGE_KEYS.cart]: ONE_MB_STRING, [STORAGE_KEYS.profile]: ONE_MB_STRING }, session: {} },
];

for (const tour of TOURS) {
  test(`every route renders with every key holding ${tour.label}`, { tag: ['@cross'] }, async ({ page }) => {
    test.setTimeout(240_000);
    await disableIdlePrefetch(page);
    await seedRaw(page, tour.local, tour.session);
    for (const route of ALL_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expectRendered(page, route);
      });
    }
  });
}
