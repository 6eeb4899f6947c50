// Layout nits seen at 1280 px, checked as layout assertions.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectHeading } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 900 } });

/** Three cards in one row that fill the row: no empty fourth column. */
async function expectThreeFillTheRow(list: Locator) {
  const items = list.locator(':scope > li');
  await expect(items).toHaveCount(3);
  const listBox = (await list.boundingBox())!;
  const boxes = await Promise.all((await items.all()).map(async (i) => (await i.boundingBox())!));
  for (const b of boxes) expect(Math.abs(b.y - boxes[0]!.y), 'one row').toBeLessThan(1);
  const last = boxes[2]!;
  expect(listBox.x + listBox.width - (last.x + last.width), 'space left after the third card').toBeLessThan(2);
}

/** The selected option's text fits inside the select (its content box minus the arrow). */
async function selectedTextFits(page: Page, select: Locator) {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = el.selectedOptions[0]?.text ?? '';
    const arrow = 24; // Chromium's drop-down arrow and its gap
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    return { text, fits: ctx.measureText(text).width <= room };
  });
}

test('Home: the three feature cards fill their row', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/');
  await expectHeading(page, 'Welcome to Naturverse');
  await expectThreeFillTheRow(page.getByRole('region', { name: 'Play, learn and earn' }).getByRole('list'));
});

test('Marketplace: the three products fill their row', { tag: ['@marketplace'] }, async ({ page }) => {
  await page.goto('/marketplace');
  await expectHeading(page, 'Marketplace');
  await expectThreeFillTheRow(page.locator('.nv-mk-list'));
});

test('Login: the two sign-in buttons have the same width', { tag: ['@shell'] }, async ({ page }) => {
  await page.goto('/login');
  await expectHeading(page, 'Log in');
  const send = (await page.getByRole('button', { name: 'Send magic link' }).boundingBox())!;
  const google = (await page.getByRole('button', { name: 'Continue with Google' }).boundingBox())!;
  expect(Math.abs(send.width - google.width)).toBeLessThan(1);
});

test('Breath Coach: every pattern name fits in the select, bracket included', { tag: ['@zones'] }, async ({ page }) => {
  await page.goto('/zones/wellness');
  await expectHeading(page, 'Wellness');
  const select = page.getByLabel('Breathing pattern');
  for (const value of ['box', '4-7-8', 'custom']) {
    await select.selectOption(value);
    expect(await selectedTextFits(page, select)).toEqual(expect.objectContaining({ fits: true }));
  }
  await select.selectOption('4-7-8');
  expect((await selectedTextFits(page, select)).text).toBe('4-7-8 (inhale 4, hold 7, exhale 8)');
});
