import { test, expect } from '../support/fixtures';
import { bankBalance, expectNoHorizontalScroll, ledgerEntries, openBank, openBankPage } from './helpers';

const PAGES = [
  ['/naturbank/wallet', 'Wallet'],
  ['/naturbank/natur', 'NATUR Token'],
  ['/naturbank/nfts', 'NFT Preview'],
  ['/naturbank/learn', 'Learn about NaturBank'],
] as const;

test.describe('NaturBank at 360 px', () => {
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
    for (const [path, heading] of PAGES) {
      await openBankPage(page, path, heading);
      if (path === '/naturbank/natur') await expect(ledgerEntries(page)).toHaveCount(4);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${path.split('/').pop()}-360.png`), fullPage: true });
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
    for (const [path, heading] of PAGES) {
      await openBankPage(page, path, heading);
      await expectNoHorizontalScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${path.split('/').pop()}-1280.png`), fullPage: true });
    }
  });
});
