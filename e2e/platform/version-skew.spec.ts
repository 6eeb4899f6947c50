/**
 * A hub built against a shared singleton the page cannot give it is not
 * mounted. The fixture is the real zones hub built by this run with
 * NATURVERSE_REQUIRE_SHARED="@naturverse/ui@^9.0.0" (the page has @naturverse/ui 1.x),
 * served on a spare port and pointed at from the registry in the browser.
 */
import { readFileSync } from 'node:fs';
import { test, expect, expectHeading, expectNoAxeViolations, disableIdlePrefetch } from '../support/fixtures';
import { buildHubVersion } from '../support/hub-build';
import { hubServer, pointHubAt } from '../support/registry';
import { consoleErrors, nav } from '../faults/hubs';
import { PORT_OFFSET as OFFSET } from '@naturverse/testing/port-offset';

const SKEW_PORT = 3050 + OFFSET;
const PAGE_UI_VERSION = (JSON.parse(readFileSync(new URL('../../packages/ui/package.json', import.meta.url), 'utf8')) as { version: string }).version;

let fixtureDir = '';
test.beforeAll(async () => {
  test.setTimeout(240_000);
  ({ outDir: fixtureDir } = await buildHubVersion({ hub: 'zones', version: '9.0.0', buildId: 'skew-fixture', requireShared: '@naturverse/ui@^9.0.0' }));
});

test(
  'a hub needing a newer shared package than the page has is not mounted: its area names the mismatch, the rest of the site works',
  { tag: ['@shell'] },
  async ({ page }) => {
    const server = hubServer('zones', SKEW_PORT, fixtureDir);
    await server.start();
    try {
      const errors = consoleErrors(page);
      await disableIdlePrefetch(page);
      await pointHubAt(page, 'zones', server.manifestUrl);
      const fetched: string[] = [];
      page.on('request', (r) => r.url().startsWith(`http://localhost:${SKEW_PORT}/`) && fetched.push(new URL(r.url()).pathname));

      await page.goto('/');
      await expectHeading(page, 'Welcome to Naturverse');
      await nav(page).getByRole('link', { name: 'Zones', exact: true }).click();

      const main = page.getByRole('main');
      await expect(main.getByText('Something went wrong.')).toBeVisible();
      await expect(
        main.getByText('The Zones hub needs a newer version of @naturverse/ui than this page has, so it is not shown. The rest of Naturverse works.'),
      ).toBeVisible();
      // the exact versions, for grown-ups, behind a details element
      const details = main.getByRole('group').filter({ hasText: 'For grown-ups: version details' });
      await expect(details.getByRole('listitem')).toBeHidden();
      await details.getByText('For grown-ups: version details').click();
      await expect(details.getByRole('listitem')).toHaveText(`Zones needs @naturverse/ui ^9.0.0; this page has ${PAGE_UI_VERSION} (provided by shell).`);
      await expectNoAxeViolations(page);
      // and in the dark theme on a small phone, where the versions must wrap, not overflow
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.setViewportSize({ width: 360, height: 740 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 1280, height: 800 });

      // only the manifest was read: the hub's code was never fetched, so it registered nothing
      expect(fetched).toEqual(['/mf-manifest.json']);
      expect(errors.some((e) => e.includes('hub "zones" needs @naturverse/ui@^9.0.0'))).toBe(true);

      // still mismatched: Try again reads the manifest afresh and says so again
      await main.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => fetched, { message: 'the manifest read again, and nothing else' }).toEqual(['/mf-manifest.json', '/mf-manifest.json']);
      await expect(main.getByText(/The Zones hub needs a newer version of @naturverse\/ui/)).toBeVisible();

      // the rest of the site keeps working: another hub, and the shell's own pages
      await nav(page).getByRole('link', { name: 'Marketplace', exact: true }).click();
      await expectHeading(page, /marketplace/i);
      await nav(page).getByRole('link', { name: 'Worlds' }).click();
      await expectHeading(page, /worlds/i);
    } finally {
      await server.stop();
    }
  },
);
