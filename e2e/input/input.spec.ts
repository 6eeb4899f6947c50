// ONE table (./fields.ts) drives every free-text field of every
// part through markup, script and javascript: payloads, an over-long unbroken word at 360 px,
// and every image field through a non-image file.
import type { Page } from '@playwright/test';
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { FIELDS, IMAGE_FIELDS, PAYLOADS, type FieldRow } from './fields';

const PHONE = { width: 360, height: 740 };

interface Tripwires {
  dialogs: string[];
  /** Requests for "x": what <img src=x> would fetch if a payload ever became markup. */
  payloadFetches: string[];
}

/** Listens for what an injected payload would do: set window.__pwned, open a dialog, load src=x. */
async function armTripwires(page: Page): Promise<Tripwires> {
  const wires: Tripwires = { dialogs: [], payloadFetches: [] };
  page.on('dialog', (d) => {
    wires.dialogs.push(d.message());
    void d.accept();
  });
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/x')) wires.payloadFetches.push(r.url());
  });
  await disableIdlePrefetch(page);
  await page.setViewportSize(PHONE);
  return wires;
}

async function expectNothingRan(page: Page, wires: Tripwires) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(wires.payloadFetches).toEqual([]);
  expect(wires.dialogs.filter((m) => /pwned/.test(m))).toEqual([]);
  expect(await page.locator('[href^="javascript:" i], [src^="javascript:" i], [action^="javascript:" i]').count()).toBe(0);
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** The "n / max" count the field names in its aria-describedby. */
async function visibleLimit(row: FieldRow, page: Page): Promise<string> {
  const field = row.field(page);
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  for (const id of ids) {
    const el = page.locator(`[id="${id}"].nv-count`);
    if ((await el.count()) === 1) {
      await expect(el).toBeVisible();
      return (await el.textContent()) ?? '';
    }
  }
  return `no visible limit in aria-describedby="${ids.join(' ')}"`;
}

async function typeAndKeep(page: Page, row: FieldRow, text: string) {
  await page.goto(row.route);
  await expectHeading(page, row.heading);
  await row.prepare?.(page);
  const field = row.field(page);
  await field.fill(text);
  const kept = text.slice(0, row.max);
  await expect(field).toHaveValue(kept);
  expect(await visibleLimit(row, page)).toBe(`${kept.length} / ${row.max}`);
  await row.submit?.(page);
  if (row.shown) await expect(row.shown(page)).toContainText(kept);
  else await expect(field).toHaveValue(kept);
}

test.describe('every free-text field: payloads show as text, long words wrap, the limit is visible', { tag: ['@cross'] }, () => {
  for (const row of FIELDS) {
    test(`${row.name} (${PAYLOADS.length} payloads + a ${row.max + 25}-letter word)`, async ({ page }) => {
      test.slow(); // a page load per payload, on a machine shared with other suites
      const wires = await armTripwires(page);
      for (const payload of PAYLOADS) {
        await typeAndKeep(page, row, payload);
        await expectNothingRan(page, wires);
        await expectNoSidewaysScroll(page);
      }
      // one unbroken word longer than the limit: cut at the limit, shown whole, wrapped at 360 px
      await typeAndKeep(page, row, 'W'.repeat(row.max + 25));
      await expectNoSidewaysScroll(page);
      await expectNothingRan(page, wires);
    });
  }
});

test.describe('image fields refuse other files, with a message', { tag: ['@cross'] }, () => {
  for (const row of IMAGE_FIELDS) {
    test(row.name, async ({ page }) => {
      const wires = await armTripwires(page);
      await page.goto(row.route);
      await expectHeading(page, row.heading);
      await row.input(page).setInputFiles({
        name: '<img src=x onerror=__pwned=1>.html',
        mimeType: 'text/html',
        buffer: Buffer.from('<script>window.__pwned = 1</script>'),
      });
      await expect(page.getByRole('alert').filter({ hasText: row.refusal })).toBeVisible();
      await expect(row.input(page)).toHaveValue(''); // nothing kept: the same file can be picked again
      await expect(page.getByRole('img', { name: /photo|avatar/i })).toHaveCount(0);
      await expectNothingRan(page, wires);
    });
  }
});
