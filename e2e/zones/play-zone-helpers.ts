/** Helpers for the Stories and Quizzes e2e specs (builders, payloads, axe in every layout). */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/storage';

/** Would run script if it ever reached the page as markup instead of text. */
export const PAYLOAD = '<img src=x onerror=window.__xss=1>';
/** Fits an 8-character field (the emoji). */
export const SHORT_PAYLOAD = '<b>!</b>';

/** Collect every dialog (alert/confirm) the page opens; a payload that ran would show up here. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return dialogs;
}

export async function expectNoScriptRan(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main b:text-is("!")')).toHaveCount(0);
}

/** axe at desktop and phone width, light and dark colour scheme; nothing scrolls sideways at 360 px. */
export async function expectAccessibleEveryWay(page: Page, check: () => Promise<void>) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await check();
      await expectNoAxeViolations(page);
    }
    if (width === 360) await expectNoHorizontalScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Every interactive control on screen is at least 44 px tall (touch targets). */
export async function expectTouchTargets(page: Page, scope = 'main') {
  const small = await page.$$eval(`${scope} button:not([disabled]), ${scope} [role="tab"], ${scope} select, ${scope} input`, (els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter((el) => el.getBoundingClientRect().height < 44)
      .map((el) => el.textContent || el.getAttribute('aria-label') || el.tagName),
  );
  expect(small, 'controls smaller than 44 px').toEqual([]);
}
