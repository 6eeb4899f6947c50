/**
 * A child's first tap on a hub's page is answered while the hub still loads: the page's HTML
 * (the site's chrome and the hub's "Loading …" line, shell/src/prerender) is hydrated by React as
 * it is on the hub's own path, and rendered at once on a deeper one, rather than painted dead
 * until the hub has loaded; so the header's menu opens at the first tap, and stays open when the
 * hub arrives. (The menu opens with no script at all too: e2e/shell/menu.spec.ts.)
 *
 * Likewise on a shell page whose code is a chunk of its own (`/worlds`): React hydrates the header
 * apart from the page, so the header answers while the page's code is still on its way.
 *
 * The hub's route module (its async chunks) is held, never answered until the test says, so the
 * tap always lands while the hub loads, whatever the machine's speed; the tap waits for the one
 * thing it needs, the header being React's: on a hub's page #root's prerendered mark gone (the page's
 * first commit removes it, the hub's loading line being the page then), on `/worlds`, whose page
 * stays the build's while its code is held, the header counting the family's cart. Only the route
 * module is held, not the manifest or the entry: those have budgets of their own (3 s,
 * shell/src/federation/timeouts/hub-timeouts.ts) after which the load is given up for good, so
 * holding them would make the test depend on how fast a busy machine gets to the release; a
 * route module held past the whole load's deadline only shows the fallback, which the hub
 * replaces by itself when it arrives.
 */
import { test, expect, expectHeading, expectStarted, disableIdlePrefetch } from '../support/fixtures';
import { expectMenuOpen } from '../support/menu';
import { hydrationComplaints } from '../support/hydration';
import { CART_OF_TWO_PLUSHES, seedStorageOnce } from '../support/storage';
import { HUBS, holdRequests, nav } from '../faults/hubs';

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

// a hub's own page (hydrated), and a deeper path of a hub (its page painted, then rendered afresh at once)
const CASES = [
  { name: 'zones', path: '/zones', heading: /zones/i },
  { name: 'passport', path: '/passport', heading: /passport/i },
  { name: 'zones', path: '/zones/arcade', heading: 'Arcade' },
];

for (const { name, path, heading } of CASES) {
  const hub = HUBS.find((h) => h.name === name)!;

  test(`${path}: the first tap opens the menu while the hub loads, and the menu stays open when it arrives`, { tag: ['@shell'] }, async ({ page }) => {
    const complaints = hydrationComplaints(page);
    await disableIdlePrefetch(page);
    const hubFiles = await holdRequests(page, `${hub.origin}/static/*/async/**`);
    await page.goto(path);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('main').getByText(`Loading ${hub.title}…`)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Worlds' })).toBeHidden();
    await expectStarted(page);
    // the hub's manifest and entry are in: its route module is what it waits for now
    await expect.poll(() => hubFiles.held.length, { message: 'the hub asked for its route module' }).toBeGreaterThan(0);

    await menu.tap();
    await expectMenuOpen(page, true);
    await expect(nav(page).getByRole('link', { name: 'Passport' })).toBeVisible();

    await hubFiles.release();
    await expectHeading(page, heading);
    await expectMenuOpen(page, true); // the hub arriving keeps the menu the child opened
    expect(complaints, 'React hydration errors').toEqual([]);
  });
}

// A shell page whose code is a chunk of its own: the header, the page and the footer are pieces
// React hydrates apart, so the header answers while the page's code still loads.
test('/worlds: the first tap opens the menu while the page’s code loads, and the page works once it arrives', { tag: ['@shell'] }, async ({ page }) => {
  const complaints = hydrationComplaints(page);
  await disableIdlePrefetch(page);
  await seedStorageOnce(page, CART_OF_TWO_PLUSHES);
  const pageCode = await holdRequests(page, /\/static\/js\/async\/worlds\.[0-9a-f]+\.js$/);
  await page.goto('/worlds');
  const menu = page.getByRole('button', { name: 'Menu' });
  // the page's HTML, painted before any script
  await expect(page.getByRole('heading', { level: 1, name: 'Worlds' })).toBeVisible();
  // the page is not React's yet (its code is held): the header counting the family's cart, which
  // only the browser knows, is the sign that the header is
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await menu.tap();
  await expectMenuOpen(page, true);
  await expect(nav(page).getByRole('link', { name: 'Passport' })).toBeVisible();
  expect(pageCode.held.length, 'the page’s code was still loading when the menu opened').toBeGreaterThan(0);

  await menu.tap();
  await expectMenuOpen(page, false);
  await pageCode.release();
  await expectStarted(page);
  await page.getByRole('main').getByRole('link', { name: 'Thailandia' }).click();
  await expectHeading(page, 'Thailandia');
  expect(complaints, 'React hydration errors').toEqual([]);
});
