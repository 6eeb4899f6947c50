/** Helpers shared by the Naturversity e2e specs. */
import type { Locator, Page } from '@playwright/test';
import { expectHeading } from '../support/fixtures';
export { QUOTA_MESSAGE, expectNoHorizontalScroll, makeWritesFail, readStored, seedStorageOnce } from '../support/storage';

export const ENROLLED_KEY = 'naturverse.naturversity.enrolled.v1';
export const PROGRESS_KEY = 'naturverse.naturversity.progress.v1';

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
