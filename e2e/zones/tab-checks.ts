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

const LOOKS = [
  { scheme: 'light', width: 1280 },
  { scheme: 'dark', width: 1280 },
  { scheme: 'light', width: 360 },
  { scheme: 'dark', width: 360 },
] as const;

/**
 * One test per zone: `prepare` opens the page and adds content (so filled lists are checked
 * too), then every tab must pass in each colour scheme × width (1280 and 360 px). The looks
 * share the prepared page: with no stored choice the site follows the device's scheme live, so
 * it is re-themed and resized in place (as e2e/a11y/check.ts does), not opened and filled
 * four times over (issue 27: four tests per zone before, each starting a browser context).
 */
export function axeEveryTabInEveryTheme(zone: string, names: readonly string[], prepare: (page: Page) => Promise<void>) {
  test(`${zone}: axe clean on every tab, light/dark × 1280/360 px`, { tag: ['@zones'] }, async ({ page }) => {
    test.setTimeout(4 * 45_000);
    await page.setViewportSize({ width: LOOKS[0].width, height: 800 });
    await page.emulateMedia({ colorScheme: LOOKS[0].scheme });
    await prepare(page);
    for (const look of LOOKS) {
      await test.step(`${look.scheme}, ${look.width} px`, async () => {
        await page.setViewportSize({ width: look.width, height: 800 });
        await page.emulateMedia({ colorScheme: look.scheme });
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(look.scheme);
        await expectEveryTabClean(page, names);
      });
    }
  });
}
