/**
 * Hub health reports on the real schema: a hub fault becomes exactly one stored report, sent as a
 * beacon (the flush a hidden page makes, from /status at a moment the test controls); with
 * Global Privacy Control on, nothing is sent.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/backend/fixture';
import { REPORTS_TURN } from '../support/backend/reports';
import { expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { FAULT_KINDS } from '../faults/hub-fault-kinds';
import { HUBS, expectHubFallback, nav } from '../faults/hubs';

const zones = HUBS.find((h) => h.name === 'zones')!;
const naturversity = HUBS.find((h) => h.name === 'naturversity')!;
const missingEntry = FAULT_KINDS.find((k) => k.id === 'missing-entry')!;
const ZONES_VERSION = (JSON.parse(readFileSync(new URL('../../remotes/zones/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/**
 * Send what is pending now, from /status (a client-side visit, so the reporter goes on): the
 * same flush and beacon a hidden page makes, at a moment the test controls — a closing page's
 * beacon is the browser's to deliver whenever it can (reporter.test.ts proves the flush on hide).
 */
async function sendNow(page: Page): Promise<void> {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Platform status' }).click();
  await page.getByRole('button', { name: 'Send pending reports now' }).click();
  await expect(page.getByText('Sent:').first()).toBeVisible();
}

/** The reporter marks the visit when it has started (it starts when the browser is idle). */
const reporting = (page: Page) => page.evaluate(() => performance.getEntriesByName('naturverse:reporting').length);

test.describe('hub health reports, stored', { tag: ['@shell'] }, () => {
  test('a hub whose entry is missing is stored as one load-failure report with its hub, version and kind', async ({ page, connect, sql, takeTurn }) => {
    test.slow(); // a fault, the idle start and the status page on a busy 2-core machine: a budget, not a wait
    await takeTurn(REPORTS_TURN);
    const since = (await sql<{ since: Date }>('select now() as since'))[0]!.since;
    await connect(page, null, { reports: true });
    await disableIdlePrefetch(page);
    const fault = await missingEntry.install(page, zones);
    await page.goto('/');
    await expectHeading(page, /naturverse/i);
    await nav(page).getByRole('link', { name: zones.title, exact: true }).click();
    await expectHubFallback(page, zones);
    await expect.poll(() => reporting(page)).toBe(1);
    await sendNow(page);
    await expect
      .poll(
        () => sql(`select hub, version, route, event, kind, browser from hub_health.reports where received_at >= $1 and event <> 'vital' order by id`, [since]),
        { timeout: 20_000 },
      )
      .toEqual([{ hub: 'zones', version: ZONES_VERSION, route: '/zones', event: 'load-failure', kind: 'missing-entry', browser: 'chromium' }]);
    await fault.dispose();
  });

  test('with Global Privacy Control on nothing is sent; the same visit without it is', async ({ context, connect, sql, requests, takeTurn }) => {
    test.slow(); // two visits and the status page: a time budget for a busy machine, not a wait
    await takeTurn(REPORTS_TURN);
    const since = (await sql<{ since: Date }>('select now() as since'))[0]!.since;
    const visit = async (gpc: boolean, hub: (typeof HUBS)[number]) => {
      const page = await context.newPage();
      if (gpc) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
      // the idle prefetch would load (and report) every other hub too: only the visited one may arrive
      await disableIdlePrefetch(page);
      await connect(page, null, { reports: true });
      await page.goto('/');
      await expectHeading(page, /naturverse/i);
      await nav(page).getByRole('link', { name: hub.title, exact: true }).click();
      // a hub's first load on a busy machine may pass the 7 s default: a bound, not a wait
      await expectHeading(page, hub.heading, 15_000);
      return page;
    };
    const private_ = await visit(true, zones);
    await private_.getByRole('contentinfo').getByRole('link', { name: 'Platform status' }).click();
    await expect(private_.getByText('Not sent: this browser asks not to be tracked (GPC or DNT).')).toBeVisible();
    await private_.close({ runBeforeUnload: true });
    // the control: a browser without the signal sends its reports, and only those arrive
    const plain = await visit(false, naturversity);
    await expect.poll(() => reporting(plain)).toBe(1);
    await sendNow(plain);
    await expect
      .poll(async () => (await sql(`select distinct hub from hub_health.reports where received_at >= $1 and event = 'load'`, [since])).map((r) => r.hub), {
        timeout: 20_000,
      })
      .toEqual(['naturversity']);
    expect(requests().filter((r) => r.kind === 'rest.rpc report_hub_events').length).toBeGreaterThan(0);
  });
});
