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
 * One test per colour scheme × width (1280 and 360 px): `prepare` opens the page and adds
 * content (so filled lists are checked too), then every tab must pass.
 */
export function axeEveryTabInEveryTheme(zone: string, names: readonly string[], prepare: (page: Page) => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      test(`${zone}: axe clean on every tab, ${scheme}, ${width} px`, { tag: ['@zones'] }, async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 800 });
        await page.emulateMedia({ colorScheme: scheme });
        await prepare(page);
        await expectEveryTabClean(page, names);
      });
    }
  }
}
