/**
 * The two fault screens a family may meet — a hub the registry cannot name, and a hub that
 * failed to load — pass axe in light and dark, at 1280 and 360 px, and 'Try again' works
 * by keyboard.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, disableIdlePrefetch } from '../support/fixtures';
import { HUBS } from './hubs';

async function everyLookPassesAxe(page: Page) {
  // four axe runs (each opens a page of its own to finish) after a fault and a page load: a time
  // budget for a busy 2-core machine (seen at 31–34 s against the default 30 s), not a wait
  test.slow();
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const width of [1280, 360]) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 800 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  }
}

test('a hub the registry cannot name: axe-clean in every look; Try again by keyboard', { tag: ['@shell'] }, async ({ page }) => {
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.goto('/naturbank');
  await expect(page.getByText('The NaturBank part of Naturverse cannot be reached right now.')).toBeVisible();
  await everyLookPassesAxe(page);

  await page.unroute('**/remotes.json');
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await tryAgain.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /naturbank/i })).toBeVisible();
});

test('a hub that failed to load: axe-clean in every look; Try again by keyboard', { tag: ['@shell'] }, async ({ page }) => {
  const hub = HUBS[4]!; // passport
  await disableIdlePrefetch(page);
  const broken = (route: import('@playwright/test').Route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' });
  await page.route(hub.manifestUrl, broken);
  await page.goto(hub.path);
  await expect(page.getByText(`The ${hub.title} hub could not be shown right now.`)).toBeVisible();
  await everyLookPassesAxe(page);

  await page.unroute(hub.manifestUrl, broken);
  await page.getByRole('button', { name: 'Try again' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 1, name: hub.heading })).toBeVisible();
});
