import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { holdIdleCallbacks, idleAskedBy, runIdleCallbacks } from '../support/idle';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

const manifestOf = (port: number) => `:${port + OFFSET}/mf-manifest.json`;

test.describe('prefetch', { tag: ['@shell'] }, () => {
  test('hovering or focusing a link to a hub starts loading it before the click', async ({ page }) => {
    // keep idle prefetch out of the way: it would load the main hubs by itself
    await disableIdlePrefetch(page);
    await page.goto('/');
    const passport = page.waitForRequest((r) => r.url().includes(manifestOf(3005)));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Passport' }).hover();
    await passport;
    const navatar = page.waitForRequest((r) => r.url().includes(manifestOf(3006)));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Navatar' }).focus();
    await navatar;
  });

  test('main hubs are prefetched when idle, but not in data-saver mode or on a slow link', async ({ browser }) => {
    const cases = [
      [null, true],
      [{ saveData: true, downlink: 10 }, false],
      [{ saveData: false, downlink: 0.5 }, false],
    ] as const;
    await Promise.all(
      cases.map(async ([connection, expected]) => {
        const page = await browser.newPage();
        const requested: string[] = [];
        page.on('request', (r) => requested.push(r.url()));
        if (connection) {
          await page.addInitScript((c) => Object.defineProperty(navigator, 'connection', { value: c }), connection);
        }
        // the test is the browser's idle moment: idle callbacks wait until it says so
        await holdIdleCallbacks(page);
        await page.goto('/about');
        await expectHeading(page, /about/i);
        const mainHubs = [3001, 3002, 3003, 3004];
        const prefetched = () => mainHubs.filter((p) => requested.some((u) => u.includes(manifestOf(p))));
        // the shell schedules its idle work before the first render: nothing is fetched until idle
        expect(prefetched(), 'before the browser is idle').toEqual([]);
        // the shell's background work waits for the page's first screen and then takes one idle
        // moment for its own pages and the next for the hubs: every idle moment the page asks
        // for is given (each asks for the next in the same task), until it asks for none
        for (let moment = 0; moment < 10 && (await idleAskedBy(page)).length > 0; moment++) await runIdleCallbacks(page);
        if (expected) {
          await expect.poll(prefetched, { message: 'the main hubs, once idle' }).toEqual(mainHubs);
        } else {
          // a hub load started after the idle moment (hovering a link): once its manifest is
          // requested, an idle prefetch started at that moment would have been requested too
          const passport = page.waitForRequest((r) => r.url().includes(manifestOf(3005)));
          await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Passport' }).hover();
          await passport;
          expect(prefetched(), JSON.stringify(connection)).toEqual([]);
        }
        await page.close();
      }),
    );
  });
});
