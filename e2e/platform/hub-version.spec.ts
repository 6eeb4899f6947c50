// No platform details on a child's page: a hub's build is said in attributes QA and tools read
// (data-hub, data-hub-version), on /status and in the hub's reports, never as body text.
import { REMOTES } from '@naturverse/site/federation';
import { test, expect } from '../support/fixtures';
import { expectHubVersion } from '../support/hub-version';
import { hubCell, openStatusFromFooter } from '../status/helpers';

test('every hub page: no version line in the text a child sees; the build in data-hub-version and on /status', { tag: ['@cross'] }, async ({ page }) => {
  test.slow(); // six hubs through the shell
  for (const hub of REMOTES) {
    const path = hub.prefixes[0]!;
    await page.goto(path);
    // the hub has rendered once its mark is in the page
    await expectHubVersion(page, hub.title, '0.1.0');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text, path).not.toMatch(/hub, version|version \d+\.\d+\.\d+/i);
    expect(text, path).not.toContain('0.1.0');
  }
  // the grown-ups' page still says it, for the hub this tab loaded last
  const last = REMOTES.at(-1)!;
  await openStatusFromFooter(page);
  await expect(hubCell(page, last.title, 'Version')).toHaveText('0.1.0');
});
