import { test, expect, disableIdlePrefetch } from '../support/fixtures';

// A hub that throws while rendering: every hub, in e2e/faults/hub-faults.spec.ts › … throws on render.

test('a shell page whose code fails to load is logged and renders nothing; the layout stays', { tag: ['@shell'] }, async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  // no idle preloading, so the page's chunk is fetched on navigation
  await disableIdlePrefetch(page);
  await page.goto('/');
  await page.route('**/static/js/async/**', (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => errors.some((e) => e.includes('[naturverse] page failed to load'))).toBe(true);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
