// A hub team's e2e through the shell: only @naturverse/testing/playwright, as a team imports it.
import { checkA11y, clearSiteStorage, expect, readStored, seedStorageOnce, test } from '@naturverse/testing/playwright';

const LIBRARY_KEY = 'naturverse.navatar.library.v1';
const library = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Library' });

test('the hub under test inside the whole site, with no accessibility violations', async ({ page }) => {
  await page.goto('/navatar');
  await expect(page.getByRole('heading', { level: 1, name: 'Navatar Creator' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Navatar' })).toBeVisible();
  await checkA11y(page);
});

test('seeded storage is what the hub shows; what it saves is read back; cleared, it is gone', async ({ page }) => {
  const earlier = {
    id: 'navatar-1',
    name: 'Old Friend',
    base: 'Animal',
    species: 'Koala',
    powers: ['Calm Aura', 'Leaf Shield', 'Song Maker'],
    backstory: '',
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  await seedStorageOnce(page, { [LIBRARY_KEY]: JSON.stringify([earlier]) });
  await page.goto('/navatar');
  await expect(library(page).getByRole('button')).toHaveText(['Old Friend — Animal'], { timeout: 20_000 });

  await page.getByLabel('Name (optional)').fill('Newbie');
  await page.getByRole('button', { name: 'Save Navatar' }).click();
  await expect(library(page).getByRole('button')).toHaveCount(2);
  expect(((await readStored(page, LIBRARY_KEY)) as Array<{ name: string }>).map((n) => n.name).sort()).toEqual(['Newbie', 'Old Friend']);

  await clearSiteStorage(page);
  expect(await readStored(page, LIBRARY_KEY)).toBeNull();
  // a page of its own: this one seeds again on every load (seedStorageOnce's marker went with the rest)
  const fresh = await page.context().newPage();
  await fresh.goto('/navatar');
  await expect(library(fresh)).toContainText('No saved Navatars yet.', { timeout: 20_000 });
});
