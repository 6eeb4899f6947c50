import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyStampsResetParam } from '@naturverse/platform';

/**
 * On every navigation: scroll to the top and move focus to <main>, so keyboard
 * and screen-reader users start at the new content (spec §2). Also honours
 * ?stamps=reset (spec §9).
 */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    applyStampsResetParam(search);
  }, [search]);

  useEffect(() => {
    if (first.current) {
      first.current = false; // the first load keeps the browser's own focus start
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
