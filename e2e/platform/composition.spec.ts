import { test, expect, expectHeading } from '../support/fixtures';

const HUB_ROUTES: Array<[string, RegExp]> = [
  ['/zones', /zones/i],
  ['/marketplace', /marketplace/i],
  ['/cart', /cart/i],
  ['/wishlist', /wishlist/i],
  ['/naturversity', /naturversity/i],
  ['/naturbank', /naturbank/i],
  ['/passport', /passport/i],
  ['/navatar', /navatar/i],
];

test.describe('runtime composition', { tag: ['@shell', '@cross'] }, () => {
  for (const [path, heading] of HUB_ROUTES) {
    test(`${path} renders its hub through the shell`, async ({ page }) => {
      await page.goto(path);
      await expectHeading(page, heading);
      // the shell's own layout is around it
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('a click on a header link renders the hub without a page reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Zones' }).click();
    await expectHeading(page, /zones/i);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });
});
