/**
 * The shell's own pages are HTML before any JavaScript runs (the build's
 * prerender, shell/src/prerender), React hydrates that HTML without a mismatch, and with
 * JavaScript off a family still reads the text pages and the worlds in full. A hub's path paints
 * the site's chrome and the hub's title; any other path the chrome and "Loading Naturverse…".
 */
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, expectStarted } from '../support/fixtures';
import { CART_OF_TWO_PLUSHES, seedStorageOnce } from '../support/storage';
import { PRERENDERED } from '../support/shell-pages';
import { hydrationComplaints } from '../support/hydration';

/** An h1 in the HTML as served (JavaScript off: nothing hydrates). */
async function expectHtmlHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * The page has started: its effects have run. A page's title is set by an effect
 * (useDocumentTitle: "<h1> · Naturverse"), while the prerendered HTML keeps "Naturverse".
 */
async function expectStartedAs(page: Page, title: string) {
  await expect(page).toHaveTitle(`${title} · Naturverse`);
}

test.describe('Prerendered shell pages', { tag: ['@shell'] }, () => {
  test('each prerendered page is served as its own HTML and hydrates with no mismatch', async ({ page }) => {
    // a page load and its hydration per page (seventeen): a budget per page on a busy machine, not a wait
    test.setTimeout(30_000 + PRERENDERED.length * 8_000);
    const complaints = hydrationComplaints(page);
    for (const [path, title] of PRERENDERED) {
      const response = await page.goto(path);
      // the document itself holds the page: it paints before any script runs
      expect(await response?.text(), `${path}'s HTML`).toContain(`data-prerendered="${path}"`);
      await expectHeading(page, title);
      await expectStartedAs(page, title);
    }
    expect(complaints, 'React hydration errors').toEqual([]);
  });

  test('home hydrates with no mismatch and settles signed out (local demo mode) without moving', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-prerendered="/"');
    // the HTML is a first visit's page: the sign-up buttons are there before the session is read,
    // so settling signed out adds nothing (e2e/shell/layout-shift.spec.ts: nothing moves either)
    expect(html).toContain('Create account');
    await expectHeading(page, 'Welcome to Naturverse');
    await expectStarted(page);
    await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
    await expect(page.getByText('Accounts are not switched on for this site yet')).toBeVisible();
    await expect(page.getByText('Sign in to open the paths below.')).toBeHidden();
    expect(complaints, 'React hydration errors').toEqual([]);
  });

  test('a family with a cart: the page hydrates with no mismatch, then the header counts the cart', async ({ page }) => {
    const complaints = hydrationComplaints(page);
    await seedStorageOnce(page, CART_OF_TWO_PLUSHES);
    await page.goto('/about');
    await expectStartedAs(page, 'About');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(complaints, 'React hydration errors').toEqual([]);
  });

  test("a hub's path paints the site's chrome and the hub's title before any script, then the hub", async ({ page }) => {
    const response = await page.goto('/zones/arcade');
    const html = (await response?.text()) ?? '';
    expect(html, 'served for every path of the hub').toContain('Loading <!-- -->Zones<!-- -->…');
    expect(html).not.toContain('Loading Naturverse…');
    // the hub's own page, hydrated on /zones only: on a deeper path (other breadcrumbs) it is painted only
    expect(html).toContain('data-prerendered="/zones"');
    await expectHeading(page, 'Arcade');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Arcade');
  });
});

test.describe('With JavaScript off', { tag: ['@shell'] }, () => {
  test.use({ javaScriptEnabled: false });

  test('/about reads in full, with the header, breadcrumbs and footer', async ({ page }) => {
    await page.goto('/about');
    await expectHtmlHeading(page, 'About');
    const main = page.getByRole('main');
    await expect(main.getByText('Naturverse is a playful world of kingdoms, characters and quests')).toBeVisible();
    await expect(main.getByText('It is made for children aged about 5 to 12')).toBeVisible();
    await expect(main.getByText('The NATUR coin is a pretend coin for practice')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('HomeAbout');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Naturverse' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
  });

  test('/worlds/thailandia reads in full: the map, the subtitle and its characters', async ({ page }) => {
    await page.goto('/worlds/thailandia');
    await expectHtmlHeading(page, 'Thailandia');
    const main = page.getByRole('main');
    await expect(main.getByText('Zoom into landmarks, routes, and regions.')).toBeVisible();
    await expect(main.getByText('Golden temples, river boats and durian groves.')).toBeVisible();
    await expect(main.getByRole('img', { name: /^Map of Thailandia/ })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Characters' })).toBeVisible();
    for (const name of ['Turian the Durian', 'Chang the Elephant', 'Mali the Mango']) await expect(main.getByRole('link', { name })).toBeVisible();
    // their pictures too: nothing is left hidden for a script to reveal
    await expect(main.getByRole('img', { name: /^Chang, a grey elephant/ })).toBeVisible();
  });

  test('/worlds lists every world, and a link opens the world as HTML', async ({ page }) => {
    await page.goto('/worlds');
    await expectHtmlHeading(page, 'Worlds');
    await page.getByRole('main').getByRole('link', { name: 'Brazilandia' }).click();
    await expectHtmlHeading(page, 'Brazilandia');
    await expect(page.getByRole('main').getByText('Rainforest canopies, giant rivers and carnival drums.')).toBeVisible();
  });

  test("a hub's path shows the chrome and the hub's title; a path only the app knows, the chrome and the start-up line", async ({ page }) => {
    await page.goto('/marketplace/stickers');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading Marketplace…');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Zones' })).toBeAttached();
    await page.goto('/profile');
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading Naturverse…');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About' })).toBeVisible();
  });

  test("/login's form waits for the app: nothing to type or press that the browser would send itself", async ({ page }) => {
    // before React has the page, a submit would be the browser's own GET, the e-mail address in the URL
    await page.goto('/login');
    await expectHtmlHeading(page, 'Log in');
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send magic link' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
  });
});
