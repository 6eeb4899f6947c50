// /status shows each hub's build, manifest, load state and time, the shared
// packages with who provided them, and 'Check all' reports every hub's health in plain words.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REACT_ROUTER_SUBSET_VERSION } from '@naturverse/site/federation';
import { ROOT } from '@naturverse/site/serve';
import { pointHubAt } from '../support/registry';
import { disableIdlePrefetch, expect, expectHeading, partUrl, test } from '../support/fixtures';
import { banner, hubCell, openStatusFromFooter } from './helpers';

const HUBS = ['Zones', 'Marketplace', 'Naturversity', 'NaturBank', 'Passport', 'Navatar'];
/** A port nothing listens on: a hub deployed there is down. */
const DEAD = partUrl(3059, '/mf-manifest.json');

test.beforeEach(async ({ page }) => {
  // only the hubs a test visits load, so 'Not loaded' is a fact the test controls
  await disableIdlePrefetch(page);
});

test(
  'lists every hub with its manifest; a visited hub is Loaded with its version and load time, the others Not loaded',
  { tag: ['@shell'] },
  async ({ page }) => {
    await page.goto('/zones');
    await expectHeading(page, 'Zones');
    await openStatusFromFooter(page);
    const table = page.getByRole('table', { name: 'Hubs' });
    await expect(table.getByRole('columnheader')).toHaveText(['Hub', 'Version', 'Build id', 'Manifest URL', 'Load state', 'Load time', 'Health']);
    await expect(table.getByRole('rowheader')).toHaveText(HUBS);

    await expect(hubCell(page, 'Zones', 'Manifest URL')).toHaveText(partUrl(3001, '/mf-manifest.json'));
    await expect(hubCell(page, 'Zones', 'Load state')).toHaveText('Loaded');
    await expect(hubCell(page, 'Zones', 'Load time')).toHaveText(/^\d+ ms$/);
    await expect(hubCell(page, 'Zones', 'Version')).toHaveText('0.1.0');
    await expect(hubCell(page, 'Zones', 'Build id')).not.toHaveText('Not read yet');
    await expect(hubCell(page, 'Zones', 'Health')).toHaveText('Not checked');

    await expect(hubCell(page, 'Marketplace', 'Manifest URL')).toHaveText(partUrl(3002, '/mf-manifest.json'));
    await expect(hubCell(page, 'Marketplace', 'Load state')).toHaveText('Not loaded');
    await expect(hubCell(page, 'Marketplace', 'Version')).toHaveText('Not read yet');
    await expect(hubCell(page, 'Marketplace', 'Load time')).toHaveText('Not measured');
    await expect(banner(page)).toBeHidden();
  },
);

test('shows the shared packages in use, their versions and which part provided them', { tag: ['@shell'] }, async ({ page }) => {
  // a zone page that keeps scores and stamps: zones' pages (not its index) take @naturverse/platform
  await page.goto('/zones/arcade');
  await expectHeading(page, 'Arcade');
  await openStatusFromFooter(page);
  const shared = page.getByRole('table', { name: 'Shared packages' });
  await expect(shared.getByRole('columnheader')).toHaveText(['Package', 'Version', 'Provided by', 'In use', 'Used by']);
  // the shell loads first, so every singleton in use is the shell's copy, at the version installed for it
  const installed = createRequire(join(ROOT, 'shell', 'package.json'));
  const expected: Array<[string, string]> = [
    ['react', 'shell, zones'],
    ['react-dom', 'shell'],
    ['react-router', 'shell, zones'],
    ['@naturverse/ui', 'shell, zones'],
    ['@naturverse/platform', 'shell, zones'],
  ];
  for (const [name, usedBy] of expected) {
    // react-router is shared as the shell's subset, versioned by its own API (federation.mjs)
    const version = name === 'react-router' ? REACT_ROUTER_SUBSET_VERSION : (installed(`${name}/package.json`) as { version: string }).version;
    await expect(shared.getByRole('row', { name: new RegExp(`^${name} `) }).getByRole('cell'), name).toHaveText([version, 'shell', 'Yes', usedBy]);
  }
});

async function checkAll(page: Page) {
  await page.getByRole('button', { name: 'Check all' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Checked/ })).toBeVisible();
}

test("'Check all' reports every hub reachable with its version, and a hub that is down in plain words", { tag: ['@shell'] }, async ({ page }) => {
  await pointHubAt(page, 'passport', DEAD);
  await page.goto('/passport');
  await expect(page.getByText('Something went wrong.')).toBeVisible({ timeout: 15_000 });
  await openStatusFromFooter(page);
  await expect(hubCell(page, 'Passport', 'Load state')).toHaveText(/^Failed/);

  await checkAll(page);
  await expect(page.getByRole('status').filter({ hasText: /^Checked/ })).toHaveText('Checked 6 hubs: 5 reachable, 1 not reachable.');
  for (const hub of HUBS.filter((h) => h !== 'Passport')) {
    await expect(hubCell(page, hub, 'Health'), hub).toHaveText(/^Reachable: version 0\.1\.0(, build \S+)?\.$/);
  }
  await expect(hubCell(page, 'Passport', 'Health')).toHaveText(
    `Not reachable. Cannot reach ${new URL(DEAD).origin}: the server is down, or it does not let this site read the manifest.`,
  );
  // what 'Check all' read fills in the builds this page did not load
  await expect(hubCell(page, 'Marketplace', 'Version')).toHaveText('0.1.0');
  await expect(hubCell(page, 'Marketplace', 'Load state')).toHaveText('Not loaded');
});

test('keyboard only: Check all and an override form work from the keyboard, and the banner clears by keyboard', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/status');
  await expectHeading(page, 'Platform status');
  const tabTo = async (name: string) => {
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return el?.getAttribute('aria-label') ?? (el?.labels?.[0]?.textContent || el?.textContent || '');
      });
      if (focused.trim() === name) return;
    }
    throw new Error(`Tab never reached "${name}"`);
  };
  await tabTo('Check all');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Checked/ })).toHaveText('Checked 6 hubs: 6 reachable, 0 not reachable.');

  await tabTo('Manifest URL for Navatar');
  await page.keyboard.type(partUrl(3006, '/mf-manifest.json').replace('localhost', '127.0.0.1'));
  await page.keyboard.press('Enter');
  await expect(banner(page)).toContainText('Override active: Navatar is loaded from');
  await tabTo('Clear override');
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
});

test('on a phone (360 px) the tables read whole: no word broken mid-word, nothing sideways, "Hubs" said once', { tag: ['@shell'] }, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/zones/arcade');
  await expectHeading(page, 'Arcade');
  await openStatusFromFooter(page);
  const hubs = page.getByRole('table', { name: 'Hubs' });
  await expect(hubs.getByRole('rowheader')).toHaveText(HUBS);
  await expect(hubCell(page, 'Zones', 'Version')).toHaveText('0.1.0');
  await expect(page.getByRole('table', { name: 'Shared packages' }).getByRole('rowheader').first()).toBeVisible();
  // one "Hubs" a family or a tester reads: the card's heading (the table is named by it, not captioned again)
  await expect(page.getByRole('main').getByText('Hubs', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Hubs', exact: true })).toBeVisible();

  // every word of every cell on one line: a word laid out over two lines has client rects on two
  // line boxes (addresses in <code> may wrap at any character, they are not words)
  const broken = await page.getByRole('main').evaluate((main) => {
    const found: string[] = [];
    for (const table of main.querySelectorAll('table')) {
      const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest('code, thead')) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
  expect(broken).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const region of await page.locator('.nv-status__scroll').all()) {
    expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
});
