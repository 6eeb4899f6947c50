/**
 * First screen first, the next screen ready. A hub's page renders alone; once the browser is idle
 * (the test is the idle moment: e2e/support/idle.ts) the hub fetches the code of the pages its
 * links lead to, and a tap shows the next page with no loading line. A link a family points at
 * fetches its page at once too, idle or not.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectHeading } from '../support/fixtures';
import { holdIdleCallbacks, idleAskedBy, runIdleCallbacks, scriptsOnTheirWay } from '../support/idle';
import { HUBS } from '../faults/hubs';

/** Runs in the page before its scripts: every loading line ('Loading …', role=status) shown in <main>. */
function recordLoadingLines(): void {
  const seen: string[] = [];
  Object.defineProperty(window, '__nvLoadingLines', { value: seen });
  new MutationObserver(() => {
    for (const line of document.querySelectorAll('main [role="status"]')) {
      const text = line.textContent?.trim() ?? '';
      if (text.startsWith('Loading') && !seen.includes(text)) seen.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

const loadingLinesSince = (page: Page, before: number) =>
  page.evaluate((n) => (window as unknown as { __nvLoadingLines: string[] }).__nvLoadingLines.slice(n), before);
const loadingLineCount = (page: Page) => page.evaluate(() => (window as unknown as { __nvLoadingLines: string[] }).__nvLoadingLines.length);

interface Case {
  hub: string;
  from: string;
  fromHeading: string;
  link: (main: Locator) => Locator;
  heading: string;
  /** the next page is a chunk of its own (the course list and a course share one: nothing to fetch) */
  ownCode: boolean;
}

const CASES: Case[] = [
  {
    hub: 'marketplace',
    from: '/marketplace',
    fromHeading: 'Marketplace',
    link: (m) => m.getByRole('link', { name: 'Turian Plush' }),
    heading: 'Turian Plush',
    ownCode: true,
  },
  { hub: 'zones', from: '/zones', fromHeading: 'Zones', link: (m) => m.getByRole('link', { name: /^Music/ }), heading: 'Music', ownCode: true },
  {
    hub: 'naturversity',
    from: '/naturversity/courses',
    fromHeading: 'Courses',
    link: (m) => m.locator('a[href="/naturversity/course/nature-101"]'),
    heading: 'Nature 101',
    ownCode: false,
  },
];

for (const { hub: name, from, fromHeading, link, heading, ownCode } of CASES) {
  const hub = HUBS.find((h) => h.name === name)!;

  test(`${from} → ${heading}: once the page is idle, a tap shows the next page with no loading line`, { tag: [`@${name}`] }, async ({ page }) => {
    await holdIdleCallbacks(page);
    await page.addInitScript(recordLoadingLines);
    await page.goto(from);
    await expectHeading(page, fromHeading);
    // the hub asks for the browser's idle moment once its page is shown; nothing of the next page before
    await expect.poll(() => idleAskedBy(page), 'the hub waits for the idle moment').toContain(hub.origin);
    expect(await scriptsOnTheirWay(page, hub.origin)).toBe(0);

    const fetching = await runIdleCallbacks(page, hub.origin);
    if (ownCode) expect(fetching, 'the next page’s code, fetched at the idle moment').toBeGreaterThan(0);
    await expect.poll(() => scriptsOnTheirWay(page, hub.origin), 'the next page’s code has arrived').toBe(0);

    const before = await loadingLineCount(page);
    await link(page.getByRole('main')).click();
    await expectHeading(page, heading);
    expect(await loadingLinesSince(page, before), 'loading lines shown after the tap').toEqual([]);
  });
}

test('/marketplace: pointing at a product fetches its page at once, idle or not', { tag: ['@marketplace'] }, async ({ page }) => {
  const hub = HUBS.find((h) => h.name === 'marketplace')!;
  await holdIdleCallbacks(page); // never run: the browser is never idle here
  await page.addInitScript(recordLoadingLines);
  await page.goto('/marketplace');
  await expectHeading(page, 'Marketplace');
  const product = page.getByRole('main').getByRole('link', { name: 'Navatar Tee' });
  const requested = page.waitForRequest((r) => r.url().startsWith(`${hub.origin}/`) && r.resourceType() === 'script');
  await product.hover();
  await requested;
  await expect.poll(() => scriptsOnTheirWay(page, hub.origin), 'the product page’s code has arrived').toBe(0);
  const before = await loadingLineCount(page);
  await product.click();
  await expectHeading(page, 'Navatar Tee');
  expect(await loadingLinesSince(page, before), 'loading lines shown after the tap').toEqual([]);
});
