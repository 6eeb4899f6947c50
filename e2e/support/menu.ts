/**
 * The small-screen menu (the shell's Header): a popover its Menu button opens. Open means what a
 * family sees: the browser shows the popover and the menu's links are on screen.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Whether the browser shows the menu now (its popover state, or the class a browser without popovers gets). */
export function menuShown(page: Page): Promise<boolean> {
  return page
    .locator('#nv-main-nav')
    .evaluate((nav) => ('popover' in HTMLElement.prototype ? nav.matches(':popover-open') : nav.classList.contains('nv-nav--open')));
}

/** At a phone's width: the menu is open (its links visible) or closed (hidden). */
export async function expectMenuOpen(page: Page, open: boolean): Promise<void> {
  await expect.poll(() => menuShown(page), open ? 'the menu is open' : 'the menu is closed').toBe(open);
  const link = mainNav(page).getByRole('link', { name: 'Worlds' });
  await (open ? expect(link).toBeVisible() : expect(link).toBeHidden());
}
