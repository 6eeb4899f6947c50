import { test, expect, expectStarted, gotoWithPausedClock } from '../support/fixtures';

/** Fire the platform's stamp-granted event, exactly as the stamps service does. */
async function grantStampEvent(page: import('@playwright/test').Page) {
  await page.evaluate(() => window.dispatchEvent(new CustomEvent('naturverse:stamp-granted', { detail: { world: 'thailandia', count: 1 } })));
}

test.describe('toasts and the stamp celebration', { tag: ['@shell'] }, () => {
  test("'Stamp earned!' toast (ok) with 60 pieces of confetti, both gone on time", async ({ page }) => {
    // freeze time so the 1 s / 2200 ms limits are checked exactly, however slow the machine
    // (a pause point a fixed minute after a fixed start: never in the past, whatever the load)
    await gotoWithPausedClock(page, '/');
    await grantStampEvent(page);
    const toast = page.locator('.nv-toast', { hasText: 'Stamp earned!' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-kind', 'ok');
    await expect(page.getByTestId('confetti').locator('span')).toHaveCount(60);
    await page.clock.runFor(990);
    await expect(page.getByTestId('confetti')).toHaveCount(1);
    await page.clock.runFor(10);
    await expect(page.getByTestId('confetti')).toHaveCount(0); // confetti lasts 1 s
    await page.clock.runFor(1190);
    await expect(toast).toBeVisible();
    await page.clock.runFor(10);
    await expect(toast).toHaveCount(0); // toasts go after 2200 ms
  });

  test('no confetti under prefers-reduced-motion, the toast still shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectStarted(page); // '/' is prerendered: the shell listens once the page has started
    await grantStampEvent(page);
    await expect(page.getByText('Stamp earned!')).toBeVisible();
    await expect(page.getByTestId('confetti')).toHaveCount(0);
  });

  test('any part can raise ok, warn and err toasts through the shared event', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectStarted(page); // '/' is prerendered: the shell listens once the page has started
    for (const kind of ['ok', 'warn', 'err']) {
      await page.evaluate((k) => window.dispatchEvent(new CustomEvent('naturverse:toast', { detail: { kind: k, text: `A ${k} toast` } })), kind);
      await expect(page.locator(`.nv-toast--${kind}`, { hasText: `A ${kind} toast` })).toBeVisible();
    }
    // announced politely to screen readers
    await expect(page.locator('.nv-toasts')).toHaveAttribute('aria-live', 'polite');
  });
});
