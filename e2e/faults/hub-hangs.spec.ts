/**
 * A hub whose remote entry or route chunk does not answer falls back
 * within 5 s with Try again (the manifest's hang, and Try again after it, are in
 * hub-faults.spec.ts for all six hubs). The load goes on behind the fallback: when the
 * held request finally answers, the hub replaces the fallback by itself — a hub that
 * was only very slow is not lost. The held requests answer only when the test says.
 */
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { HUBS, expectHubFallback, holdRequests, nav, startFallbackClock, type Hub } from './hubs';

const HANG_FALLBACK_MS = 5_000;

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: Array<{ path: string; assets: { js: { sync: string[] } } }>;
}

async function manifestOf(hub: Hub, request: import('@playwright/test').APIRequestContext): Promise<Manifest> {
  return (await (await request.get(hub.manifestUrl)).json()) as Manifest;
}

const CASES: Array<{ part: string; hub: Hub; files: (m: Manifest) => string[] }> = [
  { part: 'remote entry', hub: HUBS[2]!, files: (m) => [m.metaData.remoteEntry.name] },
  {
    part: 'route chunk',
    hub: HUBS[1]!,
    // the chunk that holds the exposed ./routes module (the others are shared libraries)
    files: (m) => m.exposes.find((e) => e.path === './routes')!.assets.js.sync.filter((f) => f.includes('__federation_expose_routes')),
  },
];

for (const { part, hub, files } of CASES) {
  test(
    `${hub.title}: a ${part} that does not answer falls back within 5 s; when it answers after all, the hub appears by itself`,
    { tag: ['@shell', `@${hub.name}`] },
    async ({ page, request }) => {
      const held = files(await manifestOf(hub, request));
      expect(held, `the ${part} file of ${hub.name}`).toHaveLength(1);
      await disableIdlePrefetch(page);
      const hang = await holdRequests(page, `${hub.origin}/${held[0]}`);
      try {
        await page.goto('/');
        await expectHeading(page, 'Welcome to Naturverse');
        const fallbackAfter = await startFallbackClock(page);
        await nav(page).getByRole('link', { name: hub.title, exact: true }).click();
        await expectHubFallback(page, hub, HANG_FALLBACK_MS + 1_000);
        expect(await fallbackAfter(), 'ms from click to fallback').toBeLessThanOrEqual(HANG_FALLBACK_MS);
        expect(hang.held.length, `the ${part} was requested and held`).toBeGreaterThan(0);

        await hang.release();
        await expectHeading(page, hub.heading);
        await expect(page.getByText('Something went wrong.')).toHaveCount(0);
      } finally {
        await hang.release();
      }
    },
  );
}
