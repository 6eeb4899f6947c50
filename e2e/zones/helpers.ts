import type { Page } from '@playwright/test';
import { readStored } from '../support/storage';

export const STAMP_COUNTS_KEY = 'naturverse.stamps.counts.v1';

/** The local per-world stamp counts the platform keeps ({} when none are saved). */
export async function stampCounts(page: Page): Promise<Record<string, number>> {
  return ((await readStored(page, STAMP_COUNTS_KEY)) ?? {}) as Record<string, number>;
}

export { gotoWithPausedClock } from '../support/fixtures';

/** Press Tab until `name` has focus (proves it is reachable by keyboard). */
export async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxTabs = 25): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await isTarget()) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isTarget())) throw new Error(`not reached by Tab within ${maxTabs} presses`);
}
