/**
 * Every storage key × garbage, wrong-shaped JSON and a 1 MB string.
 * Each key in turn holds the hostile value while every other key holds a distinct
 * value: the routes that read the key render with defaults, and afterwards every
 * other key — and the hostile value itself (reading never writes) — is byte for byte
 * what it was.
 */
import { test, expect, disableIdlePrefetch } from '../support/fixtures';
import { HOSTILE, KEY_NAMES, ROUTES_READING, STORAGE_KEYS, bystanderValue } from './keys';
import { expectRendered, rawLocalStorage, seedRaw } from './helpers';

for (const { label, raw } of HOSTILE) {
  test.describe(`every key holding ${label}`, { tag: ['@cross'] }, () => {
    for (const name of KEY_NAMES) {
      const key = STORAGE_KEYS[name];
      test(`${key}: its routes render with defaults, other keys untouched`, async ({ page }) => {
        const seeded: Record<string, string> = {};
        for (const other of Object.values(STORAGE_KEYS)) seeded[other] = other === key ? raw : bystanderValue(other);
        await disableIdlePrefetch(page);
        await seedRaw(page, seeded);
        for (const route of ROUTES_READING[name]) {
          await page.goto(route.path);
          await expectRendered(page, route);
        }
        const after = await rawLocalStorage(page);
        for (const [k, v] of Object.entries(seeded)) expect(after[k], `${k} after reading ${key}`).toBe(v);
      });
    }
  });
}
