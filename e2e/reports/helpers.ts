import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

/** Footer link: a client-side navigation, so the visit (and its reporter) goes on. */
export async function openStatus(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Platform status' }).click();
  await expect(page.getByRole('heading', { name: 'Reports from this browser' })).toBeVisible();
}

/** "Send pending reports now" on /status, then every report the page shows, parsed. */
export async function sendAndRead(page: Page): Promise<Array<Record<string, unknown>>> {
  await page.getByRole('button', { name: 'Send pending reports now' }).click();
  const bodies = page.getByRole('list', { name: 'Last reports, newest last' }).locator('pre');
  await expect(bodies.first()).toBeVisible();
  const texts = await bodies.allTextContents();
  return texts.flatMap((t) => JSON.parse(t) as Array<Record<string, unknown>>);
}
