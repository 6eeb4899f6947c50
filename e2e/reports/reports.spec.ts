/**
 * Hub health reports in the browser, local demo mode (no reportUrl): what a hub fault makes the shell
 * report — read on /status, where QA sees exactly what would leave the device — and that
 * nothing leaves: no report request, nothing typed and no address in a report.
 */
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { FAULT_KINDS } from '../faults/hub-fault-kinds';
import { HUBS, expectHubFallback, nav } from '../faults/hubs';
import { openStatus, sendAndRead } from './helpers';

const zones = HUBS.find((h) => h.name === 'zones')!;
const EXPECTED = {
  down: ['load-failure', 'unreachable'],
  'broken-manifest': ['load-failure', 'bad-manifest'],
  'missing-entry': ['load-failure', 'missing-entry'],
  hanging: ['load-failure', 'timeout'],
  throws: ['render-error', 'Error'],
} as const;

test.describe('hub health reports', { tag: ['@shell'] }, () => {
  for (const kind of FAULT_KINDS) {
    test(`a ${kind.label} hub is reported once, with its kind, and nothing is sent without a reportUrl`, async ({ page }) => {
      test.slow(); // a fault, its fallback and the status page (seen at 33 s under load): a budget, not a wait
      const posts: string[] = [];
      page.on('request', (req) => void (req.method() === 'POST' && posts.push(req.url())));
      await disableIdlePrefetch(page);
      const fault = await kind.install(page, zones);
      try {
        await page.goto('/');
        await expectHeading(page, /naturverse/i);
        await fault.arm?.();
        await nav(page).getByRole('link', { name: zones.title, exact: true }).click();
        await expectHubFallback(page, zones, kind.hangs ? 7_000 : undefined);
        await openStatus(page);
        await expect(page.getByText('Not sent: no reportUrl in /config.json.')).toBeVisible();
        const reports = await sendAndRead(page);
        const [event, expectedKind] = EXPECTED[kind.id as keyof typeof EXPECTED];
        const aboutZones = reports.filter((r) => r.hub === 'zones' && r.event === event);
        expect(aboutZones, JSON.stringify(reports)).toHaveLength(1);
        expect(aboutZones[0]).toMatchObject({ kind: expectedKind, route: '/zones', browser: 'chromium' });
        // the version is known once the manifest was read (a missing entry, a render error), not before
        expect(aboutZones[0]!.version).toMatch(['missing-entry', 'throws'].includes(kind.id) ? /^\d+\.\d+\.\d+$/ : /^unknown$/);
        await expect(page.getByText('Not sent (no reportUrl in /config.json):').first()).toBeVisible();
        expect(posts, 'no report request leaves the page').toEqual([]);
      } finally {
        await fault.dispose();
      }
    });
  }

  test('a typed story title and the address never appear in a report; vitals go to the hub of their route', async ({ page }) => {
    await page.goto('/zones/stories?tab=create&from=Ada');
    await expectHeading(page, 'Stories');
    await page.getByLabel('Story title').fill('Ada the dragon tamer');
    await page.getByLabel('Story title').press('Tab'); // an interaction on the zones route (INP)
    await openStatus(page);
    // web-vitals tells LCP once an input has ended it (the click on Send is one): send until it is there
    let reports: Array<Record<string, unknown>> = [];
    await expect.poll(async () => (reports = await sendAndRead(page)).some((r) => r.kind === 'LCP')).toBe(true);
    const text = JSON.stringify(reports);
    expect(text).not.toMatch(/Ada|dragon|tab=|from=/);
    expect(reports.find((r) => r.hub === 'zones' && r.event === 'load')).toMatchObject({ route: '/zones/:seg', kind: null });
    const lcp = reports.find((r) => r.event === 'vital' && r.kind === 'LCP');
    expect(lcp, text).toMatchObject({ hub: 'zones', route: '/zones/:seg' });
    for (const r of reports) expect(Object.keys(r).sort()).toEqual(['browser', 'build', 'event', 'hub', 'kind', 'route', 'value', 'version']);
  });
});
