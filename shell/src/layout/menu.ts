import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The small-screen menu: its button opens it by this id (popovertarget), in the build's HTML as in React's. */
export const MENU_ID = 'nv-main-nav';

/**
 * The Popover API (Chromium 114, Safari 17, Firefox 125): the browser opens the menu at a tap on
 * its button and closes it on Escape or a tap elsewhere by itself, from the first paint, with no
 * script of ours. An older browser opens it through React (`useMenu`'s fallback) once the header
 * is hydrated.
 */
const popoverApi = typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

function isOpen(nav: Element | null): boolean {
  return popoverApi && nav !== null && nav.matches(':popover-open');
}

let openedOnPaintedPage = false;

/**
 * Called before React renders a page afresh over its painted HTML (a deeper path of a hub, the
 * start-up page), which replaces the HTML's menu by React's: follows whether the child opens or
 * closes the painted menu meanwhile, so React's menu shows as the child left it.
 */
export function followPaintedMenu(): void {
  openedOnPaintedPage = isOpen(document.getElementById(MENU_ID));
  document.addEventListener(
    'beforetoggle',
    (event) => {
      if ((event.target as Element).id === MENU_ID) openedOnPaintedPage = (event as ToggleEvent).newState === 'open';
    },
    true,
  );
}

/**
 * The menu's behaviour once the header is React's: it stays as the child left it when React
 * takes the header over, closes when the page changes (a chosen link), and without the Popover
 * API opens and closes by a class (`fallbackOpen`, undefined until first used: the HTML has no
 * aria-expanded, which the browser gives a popover's button by itself).
 */
export function useMenu() {
  const nav = useRef<HTMLElement>(null);
  const [fallbackOpen, setFallbackOpen] = useState<boolean>();
  const { pathname } = useLocation();
  const shownFor = useRef(pathname);
  useLayoutEffect(() => {
    if (openedOnPaintedPage && !isOpen(nav.current)) nav.current?.showPopover();
  }, []);
  useEffect(() => {
    if (shownFor.current === pathname) return; // the page's first render: nothing was chosen
    shownFor.current = pathname;
    if (isOpen(nav.current)) nav.current?.hidePopover();
    setFallbackOpen((open) => open && false);
  }, [pathname]);
  useEffect(() => {
    if (!fallbackOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setFallbackOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fallbackOpen]);
  const toggle = () => popoverApi || setFallbackOpen((open) => !open);
  return { nav, fallbackOpen, toggle };
}
