/**
 * The chrome works before JavaScript. On a phone the header's navigation is a menu its Menu button
 * opens as a popover, so the browser itself opens it, closes it on Escape or a tap elsewhere,
 * and follows its links (real links: a new page) while none of the app's script has run — the
 * shell's scripts are held here, never answered, so that is certain whatever the machine's speed.
 * Once React has hydrated the header the menu keeps the state the child left it in, closes on
 * Escape and when a link is chosen (a navigation in the page), and passes axe, light and dark.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, expectNoAxeViolations, expectStarted, disableIdlePrefetch, partUrl } from '../support/fixtures';
import { hydrationComplaints } from '../support/hydration';
import { expectMenuOpen, mainNav } from '../support/menu';
import { HUBS, holdRequests } from '../faults/hubs';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

/** Every script of the shell: none of the app's code runs while they are held. */
const SHELL_SCRIPTS = new RegExp(`^${partUrl(3000)}/static/js/`);

const notStarted = (page: Page) => expect(page.locator('#root[data-prerendered]'), 'none of the app’s script has run').toHaveCount(1);

/** axe on the page as it is, light then dark (the inline theme script follows the device with no app script). */
async function expectAxeCleanInBothLooks(page: Page) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(scheme);
    await expectNoAxeViolations(page);
  }
}

/** A tap on the header's bar between the brand and its buttons: the only spot the open menu leaves uncovered that does nothing itself. */
async function tapBetweenBrandAndTools(page: Page) {
  const brand = await page.locator('.nv-header__brand').boundingBox();
  const tools = await page.locator('.nv-header__tools').boundingBox();
  if (!brand || !tools || tools.x - (brand.x + brand.width) < 8) throw new Error('no room between the brand and the header’s buttons');
  await page.touchscreen.tap((brand.x + brand.width + tools.x) / 2, brand.y + brand.height / 2);
}

/** With the menu open and the header React's: Passport chosen, followed in the page (no new document), and the menu closed. */
async function choosePassportInThePage(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await mainNav(page).getByRole('link', { name: 'Passport' }).tap();
  await expectHeading(page, /passport/i);
  await expectMenuOpen(page, false);
  expect(await page.evaluate(() => '__sameDocument' in window), 'the link was followed in the page, not by a new document').toBe(true);
}

/** Links of the page that are not real links: no href, an empty or script one, or a fragment naming nothing. */
function unrealLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a')].flatMap((a) => {
      const href = a.getAttribute('href') ?? '';
      const real = href.startsWith('#') ? href.length > 1 && document.getElementById(href.slice(1)) !== null : /^(\/|https?:\/\/|mailto:)/.test(href);
      return real ? [] : [a.outerHTML.slice(0, 120)];
    }),
  );
}

test.describe('the small-screen menu', { tag: ['@shell'] }, () => {
  test('before any of the app’s script: Menu opens and closes by itself, passes axe open in both looks, and its links are real links', async ({ page }) => {
    const scripts = await holdRequests(page, SHELL_SCRIPTS);
    await page.goto('/', { waitUntil: 'commit' }); // with its scripts held the page never loads
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Naturverse' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    await expectMenuOpen(page, false);
    expect(await unrealLinks(page), 'links of the painted page that go nowhere').toEqual([]);

    await menu.tap();
    await expectMenuOpen(page, true);
    await expect(menu.locator('img[src$="shell.svg#close"]'), 'the button shows it closes the menu').toBeVisible();
    expect(scripts.held.length, 'the shell’s scripts were held').toBeGreaterThan(0);
    await notStarted(page);
    await expectAxeCleanInBothLooks(page);

    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false);
    await expect(menu.locator('img[src$="shell.svg#menu"]')).toBeVisible();
    await menu.tap();
    await expectMenuOpen(page, true);
    await tapBetweenBrandAndTools(page); // a tap elsewhere, on nothing that acts
    await expectMenuOpen(page, false);

    await menu.tap();
    await mainNav(page).getByRole('link', { name: 'Worlds' }).tap();
    // a real link: the Worlds page's own HTML, a new document, the app's scripts still held
    await expect(page.getByRole('heading', { level: 1, name: 'Worlds' })).toBeVisible();
    await expect(page).toHaveURL(/\/worlds$/);
    await notStarted(page);
    await expectMenuOpen(page, false);
    expect(await unrealLinks(page), 'links of the painted Worlds page that go nowhere').toEqual([]);
  });

  test('once hydrated: Menu opens, closes on Escape and when a link is chosen, and passes axe open in both looks', async ({ page }) => {
    await disableIdlePrefetch(page);
    await page.goto('/zones');
    await expectHeading(page, 'Zones');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.tap();
    await expectMenuOpen(page, true);
    await expectAxeCleanInBothLooks(page);
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false);

    await menu.tap();
    await expectMenuOpen(page, true);
    await choosePassportInThePage(page);
  });

  // '/': React hydrates the painted header; '/zones/arcade' (a deeper path of a hub): React renders
  // the page afresh, its own header replacing the painted one
  for (const path of ['/', '/zones/arcade']) {
    test(`${path}: a menu opened before the app’s script stays open when React takes the header over, and closes on a chosen link`, async ({ page }) => {
      const complaints = hydrationComplaints(page);
      await disableIdlePrefetch(page);
      const scripts = await holdRequests(page, SHELL_SCRIPTS);
      const zones = HUBS.find((h) => h.name === 'zones')!;
      const hubFiles = await holdRequests(page, `${zones.origin}/**`); // the page is the chrome alone meanwhile
      await page.goto(path, { waitUntil: 'commit' });
      const menu = page.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await menu.tap();
      await expectMenuOpen(page, true);
      await notStarted(page);

      await scripts.release();
      await expectStarted(page);
      await expectMenuOpen(page, true);

      await choosePassportInThePage(page);
      await hubFiles.release();
      expect(complaints, 'React hydration errors').toEqual([]);
    });
  }
});
