// Beyond axe: Escape closes the menu; a keyboard-only journey reaches and uses
// the main control of each hub; motion is off under prefers-reduced-motion; every touch target
// is at least 44 × 44 px on a 360 px phone, on every route.
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectHeading, disableIdlePrefetch } from '../support/fixtures';
import { expectNoHorizontalScroll } from '../support/storage';
import { expectMenuOpen } from '../support/menu';
import { ROUTE_GROUPS } from './routes';

const PHONE = { width: 360, height: 740 };

test('at 360 px Escape closes the open menu and gives focus back to its button', { tag: ['@cross'] }, async ({ page }) => {
  await page.setViewportSize(PHONE);
  await disableIdlePrefetch(page);
  await page.goto('/zones');
  await expectHeading(page, 'Zones');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expectMenuOpen(page, true);
  await expect(nav.getByRole('link', { name: 'Marketplace' })).toBeVisible();
  await page.keyboard.press('Tab'); // into the menu: Escape works from inside it too
  await expect(nav.getByRole('link', { name: 'Worlds' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expectMenuOpen(page, false);
  await expect(toggle).toBeFocused();
});

/** Skip link → main, then Tab until `target` has focus; fails if it is not reached. */
async function tabFromMainTo(page: Page, target: Locator, maxTabs = 40) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  for (let i = 0; i < maxTabs; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

interface Journey {
  hub: string;
  route: string;
  heading: string;
  control: (page: Page) => Locator;
  key: 'Enter' | 'Space';
  effect: (page: Page) => Promise<void>;
}

const JOURNEYS: Journey[] = [
  {
    hub: 'zones (reaction timer)',
    route: '/zones/arcade',
    heading: 'Arcade',
    control: (p) => p.locator('.zn-pad'),
    key: 'Space',
    effect: (p) => expect(p.locator('.zn-pad')).toContainText('Wait for green…'),
  },
  {
    hub: 'marketplace (add to cart)',
    route: '/marketplace',
    heading: 'Marketplace',
    control: (p) => p.getByRole('button', { name: 'Add to cart' }).first(),
    key: 'Enter',
    effect: (p) => expect(p.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible(),
  },
  {
    hub: 'naturversity (enroll)',
    route: '/naturversity/courses',
    heading: 'Courses',
    control: (p) => p.getByRole('button', { name: 'Enroll' }).first(),
    key: 'Space',
    effect: (p) => expect(p.getByRole('button', { name: 'Enrolled' })).toHaveCount(1),
  },
  {
    hub: 'naturbank (ledger +5)',
    route: '/naturbank/natur',
    heading: 'NATUR Token',
    control: (p) => p.getByRole('button', { name: '+5', exact: true }),
    key: 'Enter',
    effect: (p) => expect(p.getByRole('list', { name: 'Ledger entries, newest first' }).getByRole('listitem')).toHaveCount(1),
  },
  {
    hub: 'navatar (save)',
    route: '/navatar',
    heading: 'Navatar Creator',
    control: (p) => p.getByRole('button', { name: 'Save Navatar' }),
    key: 'Enter',
    effect: async (p) => {
      const dialog = await p.waitForEvent('dialog');
      expect(dialog.message()).toBe('Navatar saved locally!');
      await dialog.accept();
    },
  },
  {
    hub: 'passport (add a stamp)',
    route: '/passport',
    heading: 'Passport',
    control: (p) => p.getByRole('button', { name: /^Add demo stamp for Thailandia/ }),
    key: 'Enter',
    effect: (p) =>
      expect(p.getByRole('listitem').filter({ has: p.getByRole('heading', { level: 3, name: 'Thailandia', exact: true }) })).toContainText('1 stamp'),
  },
];

test.describe('keyboard only: each hub’s main control is reached with Tab and used with a key', { tag: ['@cross'] }, () => {
  for (const j of JOURNEYS) {
    test(j.hub, async ({ page }) => {
      await disableIdlePrefetch(page);
      await page.goto(j.route);
      await expectHeading(page, j.heading);
      const control = j.control(page);
      await tabFromMainTo(page, control);
      const effect = j.effect(page); // captures the "before" state where it needs one
      await page.keyboard.press(j.key);
      await effect;
    });
  }
});

/** Animations still moving for longer than the reduced-motion floor (0.01 ms). */
const movingAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 1)
      .map((a) => (a.effect as KeyframeEffect | null)?.target?.className?.toString() ?? 'unknown'),
  );

/**
 * Stop the page's animation clock (DevTools' animation speed, CDP `Animation.setPlaybackRate` 0;
 * it holds across navigations): an animation that starts stays running, however long the page
 * takes to load. The home page's hello is 8 s long, and on a busy machine the heading can come
 * later than that; with the clock stopped, what moves is seen whenever the test looks.
 */
async function stopAnimationClock(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
}

test.describe('prefers-reduced-motion', { tag: ['@cross'] }, () => {
  test('without the preference the home page moves (the control for the next test)', async ({ page }) => {
    await stopAnimationClock(page);
    await disableIdlePrefetch(page);
    await page.goto('/');
    await expectHeading(page, 'Welcome to Naturverse');
    await expect.poll(() => movingAnimations(page)).not.toEqual([]);
  });

  // (no confetti for an earned stamp under reduced motion: e2e/platform/toasts.spec.ts)
  test('with it, nothing moves on the animated routes', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stopAnimationClock(page); // an animation that ended before the test looked is caught too
    await disableIdlePrefetch(page);
    for (const [path, heading] of [
      ['/', 'Welcome to Naturverse'],
      ['/zones/arcade', 'Arcade'],
      ['/zones/wellness', 'Wellness'],
      ['/zones/music', 'Music'],
    ]) {
      await page.goto(path!);
      await expectHeading(page, heading!);
      expect(await movingAnimations(page), path).toEqual([]);
    }
  });
});

/**
 * Every visible interactive element (or the label that wraps it, or the card a stretched link
 * covers) at least 44 × 44 px. Links
 * inside running text are exempt, as WCAG's target-size rule exempts inline targets.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [tabindex="0"]';
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const own = el.getBoundingClientRect();
      if (own.width === 0 || own.height === 0 || el.closest('.nv-visually-hidden, [hidden], [inert]')) continue;
      if (getComputedStyle(el).visibility === 'hidden') continue;
      if (el.classList.contains('nv-skip')) continue; // off screen until focused, then large
      const parent = el.parentElement;
      const inText =
        el.tagName === 'A' &&
        getComputedStyle(el).display === 'inline' &&
        parent !== null &&
        Array.from(parent.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ''));
      if (inText) continue;
      // a "stretched" link (an absolutely placed ::after over its card) is as big as the card
      const after = getComputedStyle(el, '::after');
      const stretched = after.position === 'absolute' && after.content !== 'none' && el.offsetParent instanceof HTMLElement;
      const box = (stretched ? (el.offsetParent as HTMLElement) : (el.closest('label') ?? el)).getBoundingClientRect();
      if (box.width < 43.5 || box.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? '';
        found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return found;
  });

// Each route is opened once at 360 px for both checks: its touch targets, and that nothing sticks
// out sideways (the naturversity spec opened its 13 routes a second time for the latter).
test.describe('touch targets ≥ 44 px at 360 px', { tag: ['@cross'] }, () => {
  for (const [part, routes] of Object.entries(ROUTE_GROUPS)) {
    test(`${part}: ${routes.length} routes, and none scrolls sideways`, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 5_000);
      await page.setViewportSize(PHONE);
      await disableIdlePrefetch(page);
      for (const route of routes) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible({ timeout: 15_000 });
        expect.soft(await smallTargets(page), `targets under 44 px on ${route.path}`).toEqual([]);
        await expectNoHorizontalScroll(page, { soft: true, message: `page width at 360 px on ${route.path}` });
      }
      // and the open menu
      await page.getByRole('button', { name: 'Menu' }).click();
      expect(await smallTargets(page), 'targets under 44 px in the open menu').toEqual([]);
    });
  }
});
