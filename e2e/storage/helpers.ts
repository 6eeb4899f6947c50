/** Seeding and checking raw browser storage for the storage specs. */
import type { Page } from '@playwright/test';
import { expect, expectHeading } from '../support/fixtures';
import type { RouteCheck } from './keys';

/** Put raw values into local (and session) storage before the first page script runs, once. */
export async function seedRaw(page: Page, local: Record<string, string>, session: Record<string, string> = {}) {
  await page.addInitScript(
    ([l, s]) => {
      if (sessionStorage.getItem('__storage-seeded')) return;
      for (const [k, v] of Object.entries(l)) localStorage.setItem(k, v);
      for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
      sessionStorage.setItem('__storage-seeded', '1');
    },
    [local, session] as const,
  );
}

/** All of local storage, raw (the seeding marker lives in session storage). */
export async function rawLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const out: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) out[key] = localStorage.getItem(key) ?? '';
    }
    return out;
  });
}

/** The page rendered: its h1, no error fallback, no 'Page not found', the default's text. */
export async function expectRendered(page: Page, route: RouteCheck) {
  await expectHeading(page, route.heading);
  await expect(page.getByText('Something went wrong.')).toHaveCount(0);
  await expect(page.getByText('Page not found')).toHaveCount(0);
  if (route.emptyText) await expect(page.getByText(route.emptyText)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}
