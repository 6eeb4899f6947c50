import { test, expect, expectHeading } from '../support/fixtures';
import { useSupabase } from '../support/supabase';
import type { Page } from '@playwright/test';

/** Every script the page loaded, with whether it carries supabase-js (its client-info header string). */
async function scriptsCarryingSupabase(page: Page, path: string): Promise<string[]> {
  const carrying: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      res.text().then(
        (text) => void (text.includes('supabase-js') && carrying.push(res.url())),
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  await expectHeading(page, /./);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return carrying;
}

test.describe('supabase-js stays out of the first load in demo mode', { tag: ['@shell'] }, () => {
  test('demo mode: Home and Login never download it', async ({ page }) => {
    expect(await scriptsCarryingSupabase(page, '/')).toEqual([]);
    expect(await scriptsCarryingSupabase(page, '/login')).toEqual([]);
  });

  test('with a backend configured it is loaded (the check above can fail)', async ({ page }) => {
    await useSupabase(page);
    expect((await scriptsCarryingSupabase(page, '/')).length).toBeGreaterThan(0);
  });
});
