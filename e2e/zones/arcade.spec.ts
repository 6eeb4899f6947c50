import { test, expect, expectHeading, expectNoAxeViolations } from '../support/fixtures';
import { gotoWithPausedClock, stampCounts, tabTo } from './helpers';

test.describe('Reaction Timer', { tag: ['@zones'] }, () => {
  test('a full keyboard run: too soon, Try again, 5 rounds, times, average, stamp, Reset', async ({ page }) => {
    test.slow(); // many steps, and an axe pass on the results
    // lowest random → every wait is exactly 800 ms, so the recorded times are exact
    await page.addInitScript(() => {
      Math.random = () => 0;
    });
    await gotoWithPausedClock(page, '/zones/arcade');
    const pad = page.locator('.zn-pad');
    await expect(pad).toHaveText('Tap to start');
    await tabTo(page, () => pad.evaluate((el) => el === document.activeElement));

    await page.keyboard.press('Space');
    await expect(pad).toContainText('Wait for green…');
    await expect(pad).toContainText('Round 1 of 5');
    await page.keyboard.press('Enter'); // during wait
    await expect(pad).toContainText('Too soon!');
    await expect(page.getByRole('status').filter({ hasText: 'Too soon!' })).toBeAttached();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(pad).toContainText('Wait for green…');

    await pad.focus();
    const times = [200, 300, 250, 410, 340];
    for (const [i, ms] of times.entries()) {
      await page.clock.runFor(799);
      await expect(pad).toContainText('Wait for green…');
      await page.clock.runFor(1); // 800 ms: go
      await expect(pad).toContainText('Tap now!');
      await page.clock.runFor(ms);
      await page.keyboard.press('Space');
      if (i === 0) {
        await expect(page.getByText('Stamp earned!')).toBeVisible();
        expect((await stampCounts(page)).thailandia).toBe(1);
      }
    }
    await expect(pad).toContainText('All done!');
    await expect(page.getByRole('list', { name: 'Reaction times' }).getByRole('listitem')).toHaveText(times.map((t) => `${t} ms`));
    await expect(page.getByText('Average: 300 ms')).toBeVisible();
    // one stamp per calendar day per world, however many valid taps
    expect((await stampCounts(page)).thailandia).toBe(1);
    await page.clock.resume(); // axe waits on timers of its own
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(pad).toHaveText('Tap to start');
    await expect(page.getByRole('list', { name: 'Reaction times' })).toHaveCount(0);
  });

  test('works by pointer: a tap before green is too soon', async ({ page }) => {
    await gotoWithPausedClock(page, '/zones/arcade');
    const pad = page.locator('.zn-pad');
    await pad.click();
    await expect(pad).toContainText('Wait for green…');
    await page.clock.runFor(700); // still inside the shortest wait (800 ms)
    await pad.click();
    await expect(pad).toContainText('Too soon!');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.clock.runFor(2600); // the longest wait is over
    await expect(pad).toContainText('Tap now!');
    await pad.click();
    await expect(page.getByRole('list', { name: 'Reaction times' }).getByRole('listitem')).toHaveCount(1);
  });
});

test.describe('Reaction Timer on the real clock', { tag: ['@zones'] }, () => {
  // Browsers may fire a timeout a fraction of a millisecond before performance.now() reaches
  // its target. This page makes every timeout fire 1 ms early and varies Math.random with a
  // seeded generator (fractional go moments): before the fix the pad froze on 'Wait for green…'.
  test('many rounds with early timers and varied waits: green always comes, each tap is a real reaction', async ({ page }) => {
    test.slow(); // 3 × 5 real-clock rounds
    await page.addInitScript(() => {
      const original = window.setTimeout.bind(window);
      window.setTimeout = ((fn: TimerHandler, ms?: number, ...args: unknown[]) =>
        original(fn, Math.max(0, (ms ?? 0) - 1), ...args)) as typeof window.setTimeout;
      // varied waits, kept short (800–908 ms) so many rounds fit in a few seconds
      let seed = 12345;
      Math.random = () => {
        seed = (seed * 16807) % 2147483647;
        return (seed / 2147483647) * 0.06;
      };
    });
    await page.goto('/zones/arcade');
    const pad = page.locator('.zn-pad');
    await expect(pad).toHaveText('Tap to start');
    for (let game = 0; game < 3; game += 1) {
      await pad.click();
      for (let round = 1; round <= 5; round += 1) {
        await expect(pad).toContainText(`Round ${round} of 5`);
        // the longest wait here is 908 ms: a pad still waiting seconds later has frozen
        await expect(pad, `game ${game + 1}, round ${round}`).toContainText('Tap now!', { timeout: 4_000 });
        await pad.click();
      }
      await expect(pad).toContainText('All done!');
      const times = await page.getByRole('list', { name: 'Reaction times' }).getByRole('listitem').allTextContents();
      expect(times).toHaveLength(5);
      // a real reaction here is a click right after green, never a multi-second wait
      for (const t of times) expect(Number.parseInt(t, 10), `a real reaction, not a frozen wait: ${t}`).toBeLessThan(3000);
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect(pad).toHaveText('Tap to start');
    }
  });
});

test.describe('Bubble Popper', { tag: ['@zones'] }, () => {
  test('a 20 s game: spawns every 450 ms, bubbles live 1200 ms, a keyboard pop, stops at 0', async ({ page }) => {
    // Bubbles land at random places; two that overlap would take the mouse pop below from each
    // other (a flaky click). The places cycle through the four corners instead: every run of up
    // to four bubbles lands apart, whichever value of the cycle the game starts on.
    await page.addInitScript(() => {
      const corners = [0.1, 0.1, 0.9, 0.9, 0.1, 0.9, 0.9, 0.1];
      let next = 0;
      Math.random = () => corners[next++ % corners.length]!;
    });
    await gotoWithPausedClock(page, '/zones/arcade');
    await expectHeading(page, 'Arcade');
    const start = page.getByRole('button', { name: 'Start', exact: true });
    const bubbles = page.getByRole('button', { name: 'Pop bubble' });
    await expect(page.getByText('Time left: 20 s')).toBeVisible();
    await expect(page.getByText('Hits: 0')).toBeVisible();

    await start.focus();
    await page.keyboard.press('Enter');
    await expect(start).toBeDisabled();
    await page.clock.runFor(449);
    await expect(bubbles).toHaveCount(0);
    await page.clock.runFor(1); // 450 ms
    await expect(bubbles).toHaveCount(1);
    // keyboard: focus sits on the field; Tab reaches the bubble, Enter pops it
    await page.keyboard.press('Tab');
    await expect(bubbles.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hits: 1')).toBeVisible();
    await expect(bubbles).toHaveCount(0);

    await page.clock.runFor(450); // 900 ms: bubble 2
    await page.clock.runFor(450); // 1350 ms: bubble 3
    await expect(bubbles).toHaveCount(2);
    await page.clock.runFor(700); // 2050: bubble 4 at 1800; bubble 2 lived 900–2100
    await expect(bubbles).toHaveCount(3);
    await page.clock.runFor(50); // 2100: bubble 2 is gone after 1200 ms
    await expect(bubbles).toHaveCount(2);
    await expect(page.getByText('Time left: 18 s')).toBeVisible();

    // a mouse pop counts too
    await bubbles.first().click();
    await expect(page.getByText('Hits: 2')).toBeVisible();

    await page.clock.runFor(17_899); // 19 999 ms
    await expect(page.getByText('Time left: 1 s')).toBeVisible();
    await page.clock.runFor(1); // 20 s
    await expect(page.getByText('Time left: 0 s')).toBeVisible();
    await expect(page.getByText('Time’s up! You popped 2 bubbles.')).toBeVisible();
    await expect(bubbles).toHaveCount(0);
    await expect(start).toBeEnabled();
    await page.clock.runFor(2000);
    await expect(page.getByText('Hits: 2')).toBeVisible();
  });

  test('under reduced motion bubbles appear without animation', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await gotoWithPausedClock(page, '/zones/arcade');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(450);
    const bubble = page.getByRole('button', { name: 'Pop bubble' });
    await expect(bubble).toHaveCount(1);
    expect(await bubble.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });

  test('with motion allowed bubbles float in', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await gotoWithPausedClock(page, '/zones/arcade');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(450);
    const bubble = page.getByRole('button', { name: 'Pop bubble' });
    expect(await bubble.evaluate((el) => getComputedStyle(el).animationName)).toContain('zn-bubble-in');
  });
});
