import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/storage';

/** Open each tab by click; each must be selected, fit the width and pass axe. */
export async function expectEveryTabClean(page: Page, names: readonly string[]) {
  for (const name of names) {
    const tab = page.getByRole('tab', { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  }
}

/**
 * `prepare` opens the page at 1280 px and adds content (so filled lists are checked too), once;
 * then every tab, opened by click, must fit the width and pass axe at 1280 and 360 px in light
 * and dark — re-themed and resized in place, as e2e/a11y/check.ts does for routes (the page
 * follows the device's scheme live), instead of preparing the page again for each look.
 */
export function axeEveryTabInEveryTheme(zone: string, names: readonly string[], prepare: (page: Page) => Promise<void>) {
  test(`${zone}: axe clean on every tab, light and dark, 1280 and 360 px`, { tag: ['@zones'] }, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await prepare(page);
    for (const name of names) {
      const tab = page.getByRole('tab', { name, exact: true });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [1280, 360]) {
          await page.setViewportSize({ width, height: 800 });
          await page.emulateMedia({ colorScheme });
          await expectNoHorizontalScroll(page);
          await expectNoAxeViolations(page);
        }
      }
    }
  });
}
