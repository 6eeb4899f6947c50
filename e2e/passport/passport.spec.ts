import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { readStored } from '../support/storage';

const WORLDS = ['Thailandia', 'Chilandia', 'Indillandia', 'Brazilandia', 'Australandia', 'Amerilandia', 'Musiclandia'];

function worldCard(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
}
const recentStamps = (page: Page) => page.getByRole('region', { name: 'Recent Stamps' }).getByRole('listitem');
const badges = (page: Page) => page.getByRole('region', { name: 'Badges' }).getByRole('listitem');

async function openPassport(page: Page) {
  await page.goto('/passport');
  // the first mount fetches the hub's remote; give a busy machine more than the default 7 s
  await expect(page.getByRole('heading', { level: 1, name: 'Passport' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Local demo mode.')).toBeVisible();
}

test.describe('Passport, local demo mode', { tag: ['@passport'] }, () => {
  test('shows Loading… first, then the local status, seven empty world cards and the empty texts', async ({ page }) => {
    // Record whether the passport page ever showed its own 'Loading…' status (it is brief).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { __statusSeen: string[] }).__statusSeen = []);
      new MutationObserver(() => {
        const onPassport = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Passport');
        const status = [...document.querySelectorAll('main [role="status"]')].map((e) => e.textContent ?? '');
        if (onPassport) for (const text of status) if (seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await openPassport(page);
    const seen = await page.evaluate(() => (window as unknown as { __statusSeen: string[] }).__statusSeen);
    expect(seen.indexOf('Loading…')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('Loading…')).toBeLessThan(seen.indexOf('Local demo mode.'));

    await expect(page.getByRole('heading', { level: 2, name: 'World Stamps' })).toBeVisible();
    for (const world of WORLDS) {
      await expect(worldCard(page, world)).toContainText('0 stamps');
      await expect(worldCard(page, world).getByRole('button', { name: /^Add demo stamp/ })).toBeVisible();
    }
    await expect(page.getByText('No stamps yet. Add one using the world cards above.')).toBeVisible();
    await expect(page.getByText('No badges yet.')).toBeVisible();
    await expect(page.getByText(/auto-stamps from quizzes, stories and missions/i)).toContainText(/coming soon/i);
    await expectNoAxeViolations(page);
  });

  test('demo stamps and a demo badge show up, newest first, and survive a reload', async ({ page }) => {
    await openPassport(page);
    await worldCard(page, 'Chilandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(worldCard(page, 'Chilandia')).toContainText('1 stamp');
    await expect(worldCard(page, 'Chilandia')).not.toContainText('1 stamps');
    await expect(recentStamps(page)).toHaveCount(1);
    const first = recentStamps(page).first();
    await expect(first).toContainText('Chilandia');
    await expect(first).toContainText('Explorer Stamp');
    await expect(first).toContainText('Demo progress');
    await expect(first.locator('time')).toHaveText(/\d{4}/);
    await expect(page.getByText('No stamps yet. Add one using the world cards above.')).toHaveCount(0);

    await worldCard(page, 'Chilandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(worldCard(page, 'Chilandia')).toContainText('2 stamps');
    await worldCard(page, 'Brazilandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(recentStamps(page)).toHaveCount(3);
    await expect(recentStamps(page).first()).toContainText('Brazilandia');

    await page.getByRole('button', { name: 'Grant demo badge' }).click();
    await expect(badges(page)).toHaveCount(1);
    await expect(badges(page).first().getByRole('heading', { name: 'First Steps' })).toBeVisible();
    await expect(badges(page).first()).toContainText('first-steps');
    await expect(badges(page).first().locator('time')).toHaveText(/\d{4}/);
    await expect(page.getByText('No badges yet.')).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByText('Local demo mode.')).toBeVisible();
    await expect(worldCard(page, 'Chilandia')).toContainText('2 stamps');
    await expect(worldCard(page, 'Brazilandia')).toContainText('1 stamp');
    await expect(recentStamps(page)).toHaveCount(3);
    await expect(recentStamps(page).first()).toContainText('Brazilandia');
    await expect(badges(page)).toHaveCount(1);
  });

  test('a badge is earned once per code: clicking Grant demo badge again adds no duplicate', async ({ page }) => {
    await openPassport(page);
    const grant = page.getByRole('button', { name: 'Grant demo badge' });
    await grant.click();
    await expect(badges(page)).toHaveCount(1);
    await grant.click();
    await grant.dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'You already have the First Steps badge.' })).toBeVisible();
    await expect(badges(page)).toHaveCount(1);
    await page.reload();
    await expect(page.getByText('Local demo mode.')).toBeVisible();
    await expect(badges(page)).toHaveCount(1);
    expect(await readStored(page, 'naturverse.passport.badges.v1')).toHaveLength(1);
  });

  test('duplicate badges stored by an older version show once', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const badge = (id: string, at: string) => ({ id, user_id: 'local', code: 'first-steps', label: 'First Steps', created_at: at });
      localStorage.setItem(
        'naturverse.passport.badges.v1',
        JSON.stringify([badge('b3', '2026-11-03T10:00:00.000Z'), badge('b2', '2026-11-02T10:00:00.000Z'), badge('b1', '2026-11-01T10:00:00.000Z')]),
      );
    });
    await openPassport(page);
    await expect(badges(page)).toHaveCount(1);
    await expect(badges(page).first().locator('time')).toHaveAttribute('datetime', '2026-11-01T10:00:00.000Z');
  });

  test('a stamp earned in the zones shows up live, added to the passport entries', async ({ page }) => {
    await openPassport(page);
    await worldCard(page, 'Musiclandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await expect(worldCard(page, 'Musiclandia')).toContainText('1 stamp');
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
      // what grantStamp('musiclandia') does: bump the local count, fire the event
      localStorage.setItem('naturverse.stamps.counts.v1', JSON.stringify({ musiclandia: 1 }));
      window.dispatchEvent(new CustomEvent('naturverse:stamp-granted', { detail: { world: 'musiclandia', count: 1 } }));
    });
    await expect(worldCard(page, 'Musiclandia')).toContainText('2 stamps');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect(worldCard(page, 'Thailandia')).toContainText('0 stamps');
  });

  test('when browser storage is full, an add alerts why and adds nothing', async ({ page }) => {
    await page.addInitScript(() => {
      const original = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'naturverse.passport.stamps.v1') throw new DOMException('full', 'QuotaExceededError');
        return original.call(this, key, value);
      };
    });
    await openPassport(page);
    const message = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    await worldCard(page, 'Thailandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    expect(await message).toContain('storage is full');
    await expect(worldCard(page, 'Thailandia')).toContainText('0 stamps');
    await expect(page.getByText('No stamps yet. Add one using the world cards above.')).toBeVisible();
  });

  test('corrupt stored data reads as empty, not a crash', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('naturverse.passport.stamps.v1', '{oops');
      localStorage.setItem('naturverse.passport.badges.v1', '"not a list"');
      localStorage.setItem('naturverse.stamps.counts.v1', '[1,2');
    });
    await openPassport(page);
    await expect(worldCard(page, 'Thailandia')).toContainText('0 stamps');
    await expect(page.getByText('No stamps yet. Add one using the world cards above.')).toBeVisible();
    await expect(page.getByText('No badges yet.')).toBeVisible();
  });

  test('fits a 360 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openPassport(page);
    await worldCard(page, 'Australandia')
      .getByRole('button', { name: /^Add demo stamp/ })
      .click();
    await page.getByRole('button', { name: 'Grant demo badge' }).click();
    await expect(badges(page)).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/passport-360.png', fullPage: true });
    await expectNoAxeViolations(page);
  });
});
