// A stamp crosses three parts: earned in the zones hub, celebrated by the shell,
// counted by the passport hub. Signed in, the server side: e2e/synced/stamps.spec.ts.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { gotoWithPausedClock } from '../zones/helpers';

async function singWholeSong(page: Page) {
  await gotoWithPausedClock(page, '/zones/music');
  await page.getByRole('button', { name: 'Start singing' }).click();
  await expect(page.getByRole('button', { name: 'Stop singing' })).toBeVisible(); // singing has started before time moves
  await page.clock.runFor(11_000); // the last line starts at 11 s at the default tempo
  await expect(page.getByText('Stamp earned!')).toBeVisible();
}

test('a karaoke stamp earned in zones is counted by the passport, without a reload', { tag: ['@cross'] }, async ({ page }) => {
  await singWholeSong(page);
  await page.clock.resume();
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Passport' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passport' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: 'Musiclandia', exact: true }) });
  await expect(card).toContainText('1 stamp');
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
});
