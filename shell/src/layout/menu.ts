import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The small-screen menu: its button opens it by this id (popovertarget), in the build's HTML as in React's. */
export const MENU_ID = 'nv-main-nav';

/**
 * The Popover API (Chromium 114, Safari 17, Firefox 125): the browser opens the menu at a tap on
 * its button and closes it on Escape or a tap elsewhere by itself, from the first paint, with no
 * script of ours. An older browser opens it by a class once the header is hydrated (onMenuClick).
 */
const popoverApi = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

const menu = () => document.getElementById(MENU_ID);
const isOpen = (nav: Element | null) => popoverApi && !!nav?.matches(':popover-open');

/** Without the Popover API: the class shows the menu, and the button says so (a popover's button says it by itself). */
function openByClass(open?: boolean) {
  const shown = !!menu()?.classList.toggle('nv-nav--open', open);
  document.querySelector(`[popovertarget=${MENU_ID}]`)?.setAttribute('aria-expanded', String(shown));
}

/** The Menu button's click: nothing to do where the browser opens the popover itself. */
export const onMenuClick = () => popoverApi || openByClass();

let openedOnPaintedPage = false;

/**
 * Called before React renders a page afresh over its painted HTML (a deeper path of a hub, the
 * start-up page), which replaces the HTML's menu by React's: follows whether the child opens or
 * closes the painted menu meanwhile, so React's menu shows as the child left it.
 */
export function followPaintedMenu(): void {
  openedOnPaintedPage = isOpen(menu());
  document.addEventListener(
    'beforetoggle',
    (e) => (e.target as Element).id === MENU_ID && (openedOnPaintedPage = (e as ToggleEvent).newState === 'open'),
    true,
  );
}

/**
 * Once the header is React's: the menu shows as the child left it on the painted page, and
 * closes when the page changes (a chosen link), before the new page paints.
 */
export function useMenuFollowsPage(): void {
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useLayoutEffect(() => {
    const nav = menu();
    if (shownFor.current === pathname) {
      if (openedOnPaintedPage && !isOpen(nav)) nav?.showPopover(); // the page's first render
      return;
    }
    shownFor.current = pathname;
    if (isOpen(nav)) nav?.hidePopover();
    if (!popoverApi) openByClass(false);
  }, [pathname]);
}
