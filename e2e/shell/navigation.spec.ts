import type { Page } from '@playwright/test';
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';

/**
 * Clicks a header link from inside the page and reads the page's heading as soon as the click
 * and the work it queued as microtasks have run — before any later task could. A navigation
 * rendered within the click (an ordinary update) shows the new heading here; one rendered as a
 * transition (a task React schedules) cannot yet, whatever the machine's speed.
 */
function headingRightAfterClick(page: Page, href: string): Promise<string | null> {
  return page.evaluate(async (target) => {
    const link = document.querySelector<HTMLAnchorElement>(`#nv-main-nav a[href="${target}"], a.nv-header__brand[href="${target}"]`);
    if (!link) throw new Error(`no header link to ${target}`);
    link.click();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    return document.querySelector('h1')?.textContent?.trim() ?? null;
  }, href);
}

test.describe('navigating between the shell and a hub (shell/src/app/ShellRouter.tsx)', { tag: ['@shell'] }, () => {
  test('a hub not loaded yet: the current page stays until it arrives; once loaded, a click shows it at once', async ({ page }) => {
    // only this test's clicks load a hub (no idle prefetch, no pointer over a link)
    await disableIdlePrefetch(page);
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');

    // Navatar is not loaded: a transition, Home stays on screen (no "Loading…" flash) …
    expect(await headingRightAfterClick(page, '/navatar')).toBe('Welcome to Naturverse');
    // … until the hub has arrived
    await expectHeading(page, 'Navatar Creator');
    await expect(page).toHaveURL(/\/navatar$/);

    // Home ships with the shell, and Navatar has loaded now: both render within the click
    expect(await headingRightAfterClick(page, '/')).toBe('Welcome to Naturverse');
    expect(await headingRightAfterClick(page, '/navatar')).toBe('Navatar Creator');
    await expectHeading(page, 'Navatar Creator');
    // the navigation effects still ran: focus moved to the new content
    await expect(page.locator('#main')).toBeFocused();
  });
});
