import { test, expect } from '@naturverse/testing/playwright';

// The hub in the whole site: the shell's header around it, its page under /__name__, and its
// second page (loaded on demand) one tap away.
test('the __title__ hub opens through the shell', async ({ page }) => {
  await page.goto('/__name__');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '__title__' })).toBeVisible();
  await page.getByRole('link', { name: 'About __title__' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About __title__' })).toBeVisible();
});
