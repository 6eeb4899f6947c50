import type { Page } from '@playwright/test';
import { disableIdlePrefetch } from '../support/fixtures';
import { readStored } from '../support/storage';

export const STAMP_COUNTS_KEY = 'naturverse.stamps.counts.v1';

/** The local per-world stamp counts the platform keeps ({} when none are saved). */
export async function stampCounts(page: Page): Promise<Record<string, number>> {
  return ((await readStored(page, STAMP_COUNTS_KEY)) ?? {}) as Record<string, number>;
}

/**
 * Fake clock for timer tests: installed before the page loads, then paused once the
 * page is up, so time only moves when a test says clock.runFor(ms).
 */
export async function gotoWithPausedClock(page: Page, path: string): Promise<void> {
  // pauseAt jumps the clock a minute ahead, which would fire the shell's idle prefetch of
  // every main hub at a moment the test does not choose: keep it off
  await disableIdlePrefetch(page);
  const start = new Date('2030-05-01T09:00:00');
  await page.clock.install({ time: start });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** Press Tab until `name` has focus (proves it is reachable by keyboard). */
export async function tabTo(page: Page, isTarget: () => Promise<boolean>, maxTabs = 25): Promise<void> {
  for (let i = 0; i < maxTabs; i += 1) {
    if (await isTarget()) return;
    await page.keyboard.press('Tab');
  }
  if (!(await isTarget())) throw new Error(`not reached by Tab within ${maxTabs} presses`);
}
