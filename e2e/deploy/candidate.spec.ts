// QA tests "production shell + this hub's candidate" with
// `npm run test:e2e -- --hub zones --candidate zones=<candidate's dist>`. That serves the
// candidate on the hub's own port in place of this checkout's build (@naturverse/site/serve,
// serveAll's `candidates`, the same servers the suite runs on). Here the same serveAll runs
// on spare ports (3030–3036 + offset, 3020–3026 for a second worker) with a real second build of zones as the candidate
// (hub-build.ts, the deploy tests' builder and cache): the family sees the candidate's zones
// through the production shell, and every other hub as built here.
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { ZONES_V2, buildHubVersion } from '../support/hub-build';
import { parseCandidates, serveAll } from '@naturverse/site/serve';
import { browserPort } from '../support/browser';
import { hubCell, openStatusFromFooter } from '../status/helpers';
import { PORT_OFFSET } from '@naturverse/testing/port-offset';
import { expectHubVersion } from '../support/hub-version';

/** The site's own ports, one block per worker: 3030–3036 and 3020–3026 (+ offset). */
const offsetOf = (parallelIndex: number) => PORT_OFFSET + 30 - 10 * parallelIndex;
let OFFSET = 0;
// the deploy tests' second zones build (one cached build for every spec that needs another version)
const CANDIDATE = ZONES_V2;

let site: Awaited<ReturnType<typeof serveAll>>;

test.beforeAll(async () => {
  test.setTimeout(180_000); // the first run builds the candidate (seconds); later runs reuse it
  OFFSET = offsetOf(test.info().parallelIndex);
  for (let part = 0; part <= 6; part++) browserPort(3000 + OFFSET + part);
  const { outDir } = await buildHubVersion(CANDIDATE);
  site = await serveAll({ offset: OFFSET, candidates: parseCandidates(`zones=${outDir}`) });
});

test.afterAll(async () => {
  await site?.close();
});

test('a candidate build of zones is served beside the production shell and hubs, and is what a family sees', { tag: ['@cross'] }, async ({ page }) => {
  test.slow(); // three visits through a site of its own: on a loaded machine more than 30 s
  await disableIdlePrefetch(page);
  await page.goto(`${site.url}/zones`);
  await expectHeading(page, 'Zones');
  await expectHubVersion(page, 'Zones', CANDIDATE.version);
  // the status page (reached in the page, so zones stays loaded) names the candidate's build
  await openStatusFromFooter(page);
  await expect(hubCell(page, 'Zones', 'Version')).toHaveText(CANDIDATE.version);
  await expect(hubCell(page, 'Zones', 'Build id')).toHaveText(CANDIDATE.buildId);
  await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(`http://localhost:${3001 + OFFSET}/mf-manifest.json`);
  // every other hub is this checkout's build
  await page.goto(`${site.url}/marketplace`);
  await expectHeading(page, 'Marketplace');
  await expectHubVersion(page, 'Marketplace', '0.1.0');
});
