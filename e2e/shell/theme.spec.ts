// Profile theme: light, dark, or system following prefers-color-scheme,
// applied through the design tokens across the shell and every hub, before first paint.
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';

const PROFILE_KEY = 'naturverse.profile.v1';
const DARK_PAGE = 'rgb(20, 27, 22)'; // --nv-cream in the dark set
const LIGHT_PAGE = 'rgb(255, 250, 240)';

/** Store a theme choice the way Save profile does, before any page script runs. */
async function storeTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) {
        localStorage.setItem(key, JSON.stringify({ displayName: '', email: '', kidSafeChat: true, theme: value, newsletter: false }));
      }
    },
    [PROFILE_KEY, theme] as const,
  );
}

const pageColours = (page: Page) =>
  page.evaluate(() => ({ theme: document.documentElement.dataset.theme, background: getComputedStyle(document.body).backgroundColor }));

test.describe('theme', { tag: ['@shell'] }, () => {
  test('choosing Dark on the profile and saving turns the whole site dark, and it stays after a reload', async ({ page }) => {
    page.on('dialog', (d) => void d.accept());
    await page.goto('/profile');
    await expectHeading(page, 'Profile');
    expect(await pageColours(page)).toEqual({ theme: 'light', background: LIGHT_PAGE });
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect.poll(() => pageColours(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
    await page.goto('/zones/arcade');
    await expectHeading(page, 'Arcade');
    expect(await pageColours(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
    // a hub's own surfaces follow too (a card is not left white)
    const card = await page
      .locator('.nv-card')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(card).not.toBe('rgb(255, 255, 255)');
  });

  test('no flash: a stored Dark is on <html> before the app renders, and the prerendered page is dark', async ({ page }) => {
    await storeTheme(page, 'dark');
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const w = window as unknown as { __atDomReady: unknown };
        w.__atDomReady = {
          theme: document.documentElement.dataset.theme,
          // the build's HTML of the page: what paints before any script of the app runs
          painted: document.querySelector('#root[data-prerendered] h1')?.textContent,
          background: getComputedStyle(document.body).backgroundColor,
        };
      });
    });
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    const atDomReady = await page.evaluate(() => (window as unknown as { __atDomReady: unknown }).__atDomReady);
    expect(atDomReady).toEqual({ theme: 'dark', painted: 'Welcome to Naturverse', background: DARK_PAGE });
  });

  test('System follows the device, live; a stored Light stays light on a dark device', async ({ page }) => {
    await storeTheme(page, 'system');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    expect(await pageColours(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => pageColours(page)).toEqual({ theme: 'light', background: LIGHT_PAGE });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => pageColours(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
    // the family picks Light: the device's dark no longer matters
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify({ displayName: '', email: '', kidSafeChat: true, theme: 'light', newsletter: false }));
    }, PROFILE_KEY);
    await page.reload();
    await expectHeading(page, 'Welcome to Naturverse');
    expect(await pageColours(page)).toEqual({ theme: 'light', background: LIGHT_PAGE });
  });
});

test.describe('dark theme passes axe on the main routes', { tag: ['@shell'] }, () => {
  test.use({ colorScheme: 'dark' });
  const ROUTES: Array<[string, string]> = [
    ['/', 'Welcome to Naturverse'],
    ['/worlds/thailandia', 'Thailandia'],
    ['/zones', 'Zones'],
    ['/zones/arcade', 'Arcade'],
    ['/zones/music', 'Music'],
    ['/zones/wellness', 'Wellness'],
    ['/marketplace', 'Marketplace'],
    ['/wishlist', 'Wishlist'],
    ['/naturversity', 'Naturversity'],
    ['/naturbank', 'NaturBank'],
    ['/naturbank/natur', 'NATUR Token'],
    ['/navatar', 'Navatar'],
    ['/passport', 'Passport'],
    ['/profile', 'Profile'],
    ['/login', 'Log in'],
  ];
  for (const [path, heading] of ROUTES) {
    test(`${path} in dark`, async ({ page }) => {
      await storeTheme(page, 'system');
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
      expect(await pageColours(page)).toEqual({ theme: 'dark', background: DARK_PAGE });
      await expectNoAxeViolations(page);
    });
  }
});
