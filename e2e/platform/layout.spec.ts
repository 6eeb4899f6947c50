import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { expectHeaderOnOneRow } from '../support/header-fit';
import { expectMenuOpen } from '../support/menu';

const SPEC_NAV = ['Worlds', 'Zones', 'Marketplace', 'Wishlist', 'Naturversity', 'NaturBank', 'Navatar', 'Passport', 'Turian'];

test.describe('shell layout', { tag: ['@shell'] }, () => {
  test('header links are the spec’s, in spec order, and the cart has no dot at zero', async ({ page }) => {
    await page.goto('/');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(SPEC_NAV);
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
    await expect(page.getByTestId('cart-count')).toHaveCount(0);
    // signed out: no profile icon
    await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  });

  test('footer has the year, the four spec links and an external link behind a grown-up check', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    for (const name of ['About', 'Contact', 'Terms', 'Privacy']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/${name.toLowerCase()}`);
    }
    // the social link is a button that opens the parental gate (e2e/a11y/parental-gate.spec.ts)
    await expect(footer.getByRole('button', { name: /^Naturverse on YouTube/ })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(footer.locator('a[href*="youtube"]')).toHaveCount(0);
  });

  test('skip link is the first tab stop and moves focus to the main area', async ({ page }) => {
    await page.goto('/');
    // the skip link is part of the rendered page, which may come after the load event (the first
    // render is a transition): a Tab pressed before it lands nowhere, so wait for the page first
    await expectHeading(page, 'Welcome to Naturverse');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('each navigation scrolls to the top and moves focus to main', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 1500);
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.locator('main#main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('breadcrumbs: Home / segments with friendly labels, hyphens as spaces, hidden on one crumb', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
    await page.goto('/marketplace/turian-plush');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
    await expect(crumbs).toHaveText(['Home', 'Marketplace', 'turian plush']);
    await expect(crumbs.last()).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Marketplace' }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await page.goto('/naturbank/nfts');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'NaturBank', 'NFTs']);
  });

  for (const path of ['/404', '/no/such/place', '/zones/not-a-zone']) {
    test(`'Page not found' for ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectHeading(page, 'Page not found');
      await expect(page.getByText('The page you’re looking for doesn’t exist (or moved).')).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('offline banner appears when the browser goes offline and leaves when it is back', async ({ page, context }) => {
    await page.goto('/');
    const banner = page.getByText('You’re offline. Changes may not save until you reconnect.');
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test('at 360 px the menu toggle shows and hides the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expectHeaderOnOneRow(page, 2); // cart and the menu (signed in: e2e/synced/session.spec.ts)
    const toggle = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectMenuOpen(page, false);
    await expect(nav.getByRole('link', { name: 'Zones' })).toBeHidden();
    await toggle.click();
    await expectMenuOpen(page, true);
    await nav.getByRole('link', { name: 'Zones' }).click();
    await expectHeading(page, /zones/i);
    await expectMenuOpen(page, false); // a chosen link closes the menu
    // nothing overflows sideways on a small phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the layout passes axe (desktop and 360 px, menu open)', async ({ page }) => {
    await page.goto('/404');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expectNoAxeViolations(page);
  });

  test('search-engine structured data describes an organization and a website', async ({ page }) => {
    await page.goto('/');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const types = (JSON.parse(json ?? '{}')['@graph'] as Array<{ '@type': string }>).map((n) => n['@type']);
    expect(types).toEqual(['Organization', 'WebSite']);
    await expect(page).toHaveTitle('Naturverse');
  });
});
