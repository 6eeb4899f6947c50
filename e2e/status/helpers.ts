/** Reading the status page (/status) as a tester does: by the hub's row and the column's name. */
import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export const COLUMNS = ['Hub', 'Version', 'Build id', 'Manifest URL', 'Load state', 'Load time', 'Health'] as const;
type Column = (typeof COLUMNS)[number];

/** Open the status page the way a grown-up does: the footer link (an in-app navigation keeps what this page loaded). */
export async function openStatusFromFooter(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Platform status' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Platform status' })).toBeVisible();
}

/** The text of one cell of the Hubs table: the row headed by the hub's title, the column by its header. */
export function hubCell(page: Page, hub: string, column: Column) {
  const table = page.getByRole('table', { name: 'Hubs' });
  return table
    .getByRole('row', { name: new RegExp(`^${hub}\\b`) })
    .getByRole('cell')
    .nth(COLUMNS.indexOf(column) - 1);
}

export function banner(page: Page) {
  return page.getByRole('region', { name: 'Hub override' });
}
