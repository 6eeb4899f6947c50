import { test, expect, expectHeading, partUrl } from '../support/fixtures';
import { hubServer, pointHubAt } from '../support/registry';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

// Ports outside every part's range and every engineer's offset.
const DEAD_PORT = 3970 + OFFSET;
const SPARE_PORT = 3980 + OFFSET;

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

// Every hub × every kind of fault (down, broken manifest, missing entry, hanging, throwing
// on render) is e2e/faults/hub-faults.spec.ts; here: a server lost mid-session, request counts.
test.describe('a hub that cannot load never blanks the site', { tag: ['@shell'] }, () => {
  test('a hub server stopped mid-session gives the fallback, and Try again recovers after it restarts', async ({ page }) => {
    const passport = hubServer('passport', SPARE_PORT);
    await passport.start();
    try {
      await pointHubAt(page, 'passport', passport.manifestUrl);
      await page.goto('/');
      await nav(page).getByRole('link', { name: 'Zones' }).click();
      await expectHeading(page, /zones/i);

      await passport.stop(); // the hub's server goes away mid-session
      await nav(page).getByRole('link', { name: 'Passport' }).click();
      await expect(page.getByText('Something went wrong.')).toBeVisible({ timeout: 15_000 });
      await nav(page).getByRole('link', { name: 'Zones' }).click();
      await expectHeading(page, /zones/i); // other hubs unaffected

      await passport.start();
      await nav(page).getByRole('link', { name: 'Passport' }).click();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expectHeading(page, /passport/i);
    } finally {
      await passport.stop();
    }
  });

  test('a dead hub is requested a bounded number of times, not on every render', async ({ page }) => {
    let manifestRequests = 0;
    page.on('request', (r) => r.url().includes(`:${DEAD_PORT}/`) && manifestRequests++);
    await pointHubAt(page, 'zones', `http://localhost:${DEAD_PORT}/mf-manifest.json`);
    await page.goto('/zones');
    await expect(page.getByText('Something went wrong.')).toBeVisible({ timeout: 15_000 });
    // hovering and focusing links to the dead hub must not hammer it
    for (let i = 0; i < 5; i++) {
      await nav(page).getByRole('link', { name: 'Zones' }).hover();
      await nav(page).getByRole('link', { name: 'Worlds' }).hover();
    }
    // then a live hub: its prefetch takes the same steps as any the hovers above started, after them,
    // so once its manifest is asked for, whatever those hovers asked of the dead hub has been asked
    const passport = page.waitForRequest((r) => r.url().startsWith(partUrl(3005, '/mf-manifest.json')));
    await nav(page).getByRole('link', { name: 'Passport' }).hover();
    await passport;
    // first attempt + the retry plugin's 2 retries (idle prefetch joins the same attempt)
    expect(manifestRequests).toBeLessThanOrEqual(3);
  });
});
