import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { bankBalance, expectNoHorizontalScroll, ledgerEntries, openBank } from './helpers';

// [nav link on /naturbank, h1, screenshot name]; visited in-app (no reload) to keep the test quick
const PAGES = [
  ['Wallet', 'Wallet', 'wallet'],
  ['NATUR token', 'NATUR Token', 'natur'],
  ['NFT preview', 'NFT Preview', 'nfts'],
  ['Learn', 'Learn about NaturBank', 'learn'],
] as const;

async function visit(page: Page, link: string, heading: string) {
  const bankNav = page.getByRole('navigation', { name: 'NaturBank pages' });
  if (!(await bankNav.isVisible())) {
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'NaturBank' }).click();
  }
  await bankNav.getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('NaturBank at 360 px', { tag: ['@naturbank'] }, () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('every page fits without sideways scrolling, long addresses wrap', async ({ page }, testInfo) => {
    await openBank(page);
    await page.getByRole('button', { name: 'Create demo wallet' }).click();
    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    await page.getByLabel('Wallet address').fill('a-very-long-wallet-address-without-any-spaces-0123456789abcdef');
    await page.getByRole('button', { name: 'Save wallet' }).click();
    await expect(page.getByTestId('wallet-details')).toContainText('0123456789abcdef');
    await expect(page.getByRole('button', { name: 'Spend −10' })).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('naturbank-360.png'), fullPage: true });
    for (const [link, heading, name] of PAGES) {
      await visit(page, link, heading);
      if (name === 'natur') await expect(ledgerEntries(page)).toHaveCount(4);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-360.png`), fullPage: true });
    }
  });

  test('desktop screenshots for review (1280 px)', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openBank(page);
    await page.getByRole('button', { name: 'Create demo wallet' }).click();
    await page.getByRole('button', { name: 'Grant +25' }).click();
    await expect(bankBalance(page)).toHaveText('145 NATUR');
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: testInfo.outputPath('naturbank-1280.png'), fullPage: true });
    for (const [link, heading, name] of PAGES) {
      await visit(page, link, heading);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
    }
  });
});
