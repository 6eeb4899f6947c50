/**
 * The test is the browser's idle moment: installed before the page loads, requestIdleCallback
 * only queues, until the test runs what is queued. Nothing waits on the machine's idleness, so a
 * test of idle work is neither early nor late by chance. Each queued callback notes which
 * origin's script asked for it (from its stack), so a test can wait until a hub has asked.
 */
import type { Page } from '@playwright/test';

interface IdleHold {
  __runIdleCallbacks(): void;
  __idleAskedBy(): string[];
}

/** Runs in the page: requestIdleCallback only queues, until __runIdleCallbacks(). */
function holdInPage(): void {
  const held = new Map<number, { callback: IdleRequestCallback; origin: string }>();
  let next = 0;
  window.requestIdleCallback = (callback) => {
    const frame = (new Error().stack ?? '').split('\n').find((line) => /https?:\/\//.test(line));
    const origin = frame ? (/https?:\/\/[^/\s)]+/.exec(frame)?.[0] ?? '') : '';
    held.set(++next, { callback, origin });
    return next;
  };
  window.cancelIdleCallback = (id) => void held.delete(id);
  const hold = window as unknown as IdleHold;
  hold.__idleAskedBy = () => [...held.values()].map((h) => h.origin);
  hold.__runIdleCallbacks = () => {
    const due = [...held.values()];
    held.clear();
    for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 50 });
  };
}

/** Call before the page's first goto. */
export async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(holdInPage);
}

/** The origins whose scripts have an idle callback queued now. */
export function idleAskedBy(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as IdleHold).__idleAskedBy());
}

/**
 * The idle moment: every queued callback runs now. Answers how many of `origin`'s scripts are
 * then on their way (counted in the same task: the bundler's chunk loader adds a <script> for
 * each chunk at once, and removes it once the chunk has run).
 */
export function runIdleCallbacks(page: Page, origin = 'none:'): Promise<number> {
  return page.evaluate((o) => {
    (window as unknown as IdleHold).__runIdleCallbacks();
    return document.querySelectorAll(`script[src^="${o}/"]`).length;
  }, origin);
}

/** How many of `origin`'s scripts the page is still fetching (the bundler removes each once run). */
export function scriptsOnTheirWay(page: Page, origin: string): Promise<number> {
  return page.evaluate((o) => document.querySelectorAll(`script[src^="${o}/"]`).length, origin);
}
