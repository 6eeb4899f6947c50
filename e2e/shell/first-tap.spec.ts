/**
 * A child's first tap on a hub's page is answered while the hub still loads: the page's HTML
 * (the site's chrome and the hub's "Loading …" line, shell/src/prerender) is adopted by React as
 * it is on the hub's own path, and rendered at once on a deeper one, rather than painted dead
 * until the hub has loaded; so the header's menu opens at the first tap, and stays open when the
 * hub arrives.
 *
 * The hub's files are held (never answered until the test says), so the tap always lands while
 * the hub loads, whatever the machine's speed; the tap waits for the one thing it needs, the
 * page being React's (#root's prerendered mark gone, which the first render removes).
 */
import { test, expect, expectHeading, expectHydrated, disableIdlePrefetch } from '../support/fixtures';
import { hydrationComplaints } from '../support/hydration';
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
    const hubFiles = await holdRequests(page, `${hub.origin}/**`);
    await page.goto(path);
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('main').getByText(`Loading ${hub.title}…`)).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Worlds' })).toBeHidden();
    await expectHydrated(page);

    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Worlds' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Passport' })).toBeVisible();
    expect(hubFiles.held.length, 'the hub was still loading when the menu opened').toBeGreaterThan(0);

    await hubFiles.release();
    await expectHeading(page, heading);
    await expect(menu, 'the hub arriving keeps the menu the child opened').toHaveAttribute('aria-expanded', 'true');
    await expect(nav(page).getByRole('link', { name: 'Worlds' })).toBeVisible();
    expect(complaints, 'React hydration errors').toEqual([]);
  });
}
