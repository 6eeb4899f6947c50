/** Helpers shared by the Naturversity e2e specs. */
import type { Locator, Page } from '@playwright/test';
import { expect, expectHeading } from '../support/fixtures';

export const ENROLLED_KEY = 'naturverse.naturversity.enrolled.v1';
export const PROGRESS_KEY = 'naturverse.naturversity.progress.v1';

export const QUOTA_MESSAGE =
  'Your browser storage is full, so this was not saved. Remove some saved items and try again.';

/** Every route the hub owns (known slugs), with its h1. */
export const ROUTES: ReadonlyArray<{ path: string; heading: string }> = [
  { path: '/naturversity', heading: 'Naturversity' },
  { path: '/naturversity/teachers', heading: 'Teachers' },
  { path: '/naturversity/partners', heading: 'Partners' },
  { path: '/naturversity/courses', heading: 'Courses' },
  { path: '/naturversity/course/nature-101', heading: 'Nature 101' },
  { path: '/naturversity/course/no-such-course', heading: 'Course not found' },
  { path: '/naturversity/languages', heading: 'Languages' },
  { path: '/naturversity/languages/thailandia', heading: 'Thailandia: Thai' },
  { path: '/naturversity/languages/chinadia', heading: 'Chinadia: Mandarin' },
  { path: '/naturversity/languages/indillandia', heading: 'Indillandia: Hindi' },
  { path: '/naturversity/languages/brazilandia', heading: 'Brazilandia: Portuguese' },
  { path: '/naturversity/languages/australandia', heading: 'Australandia: English' },
  { path: '/naturversity/languages/amerilandia', heading: 'Amerilandia: English' },
];

export async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expectHeading(page, heading);
}

/** A card (article) found by its heading. */
export function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** A syllabus lesson (list item named by its "Lesson n: Title" heading). */
export function lesson(page: Page, name: string | RegExp): Locator {
  return page.getByRole('listitem', { name });
}

export async function readStored(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : (JSON.parse(raw) as unknown);
  }, key);
}

/** Seed raw localStorage values once, before any page script runs (reloads do not re-seed). */
export async function seedStorageOnce(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Make every write to `keys` fail as a full quota would. */
export async function makeWritesFail(page: Page, keys: string[]) {
  await page.addInitScript((blocked) => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = function setItem(this: Storage, key: string, value: string) {
      if (blocked.includes(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      original.call(this, key, value);
    };
  }, keys);
}

/** Nothing may stick out sideways at the smallest supported width. */
export async function expectNoHorizontalScroll(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}
