/**
 * A hub's ./routes holds only its router and landing page (zones: also the Arcade); its
 * other pages load on their first visit. Spec §2, lazily loaded pages: when such a page's
 * code fails to load, the failure is logged (with the hub's name) and nothing renders — the
 * hub's own version mark, the header and the footer stay, and no fallback or uncaught error
 * appears.
 */
import { test, expect } from '../support/fixtures';
import { HUBS, consoleErrors, nav } from './hubs';
import { hubMark } from '../support/hub-version';

const CASES = [
  { hub: 'zones', path: '/zones/music', log: '[zones] the Music page failed to load', title: 'Zones' },
  { hub: 'marketplace', path: '/cart', log: '[marketplace] the cart page failed to load', title: 'Marketplace' },
  { hub: 'naturversity', path: '/naturversity/teachers', log: '[naturversity] the Teachers page failed to load', title: 'Naturversity' },
  { hub: 'naturbank', path: '/naturbank/wallet', log: '[naturbank] the Wallet page failed to load', title: 'NaturBank' },
];

for (const c of CASES) {
  test(
    `${c.path}: a hub page whose code fails to load is logged and renders nothing; the hub and the layout stay`,
    { tag: ['@shell', `@${c.hub}`] },
    async ({ page }) => {
      const hub = HUBS.find((h) => h.name === c.hub)!;
      const errors = consoleErrors(page);
      // the hub's entry and ./routes load; every other chunk of the hub (the page's own) fails
      await page.route(`${hub.origin}/static/js/async/**`, (route) =>
        route.request().url().includes('/__federation_expose_') ? route.continue() : route.abort(),
      );
      await page.goto(c.path);
      await expect(hubMark(page.getByRole('main'), c.title)).toHaveAttribute('data-hub-version', /^\d+\.\d+\.\d+/);
      await expect.poll(() => errors.some((e) => e.includes(c.log))).toBe(true);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
      await expect(page.getByText('Something went wrong.')).toHaveCount(0);
      await expect(nav(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    },
  );
}
