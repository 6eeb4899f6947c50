/**
 * Which build of a hub a page runs, as QA and tools read it: the hub's hidden mark
 * (`@naturverse/ui/hub-version`), never a line of the page's text.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export function hubMark(page: Page | Locator, title: string) {
  return page.locator(`[data-hub="${title}"]`);
}

/** The page runs `title`'s build `version` (its mark is there, once, with that version). */
export async function expectHubVersion(page: Page, title: string, version: string | RegExp): Promise<void> {
  await expect(hubMark(page, title)).toHaveCount(1);
  await expect(hubMark(page, title)).toHaveAttribute('data-hub-version', version);
}
