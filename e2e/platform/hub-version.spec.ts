// No platform details on a child's page: a hub's build is said in attributes QA and tools read
// (data-hub, data-hub-version), on /status and in the hub's reports, never as body text.
import { test, expect, expectHeading } from '../support/fixtures';
import { expectHubVersion } from '../support/hub-version';
import { hubCell, openStatusFromFooter } from '../status/helpers';

const HUB_PAGES = [
  { title: 'Zones', path: '/zones/arcade', heading: 'Arcade' },
  { title: 'Marketplace', path: '/marketplace', heading: 'Marketplace' },
  { title: 'Naturversity', path: '/naturversity/courses', heading: 'Courses' },
  { title: 'NaturBank', path: '/naturbank', heading: 'NaturBank' },
  { title: 'Passport', path: '/passport', heading: 'Passport' },
  { title: 'Navatar', path: '/navatar', heading: 'Navatar Creator' },
];

test('every hub page: no version line in the text a child sees; the build in data-hub-version and on /status', { tag: ['@cross'] }, async ({ page }) => {
  test.slow(); // six hubs through the shell
  for (const hub of HUB_PAGES) {
    await page.goto(hub.path);
    await expectHeading(page, hub.heading, 20_000);
    await expectHubVersion(page, hub.title, '0.1.0');
    const text = await page.locator('body').innerText();
    expect(text, hub.path).not.toMatch(/hub, version|version \d+\.\d+\.\d+/i);
    expect(text, hub.path).not.toContain('0.1.0');
  }
  // the grown-ups' page still says it, for the hub this tab loaded last
  await openStatusFromFooter(page);
  await expect(hubCell(page, 'Navatar', 'Version')).toHaveText('0.1.0');
});
