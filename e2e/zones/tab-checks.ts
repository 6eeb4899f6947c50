import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../support/fixtures';
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
