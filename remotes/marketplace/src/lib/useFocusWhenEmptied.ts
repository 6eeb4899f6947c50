import { useEffect, useRef, type RefObject } from 'react';

/**
 * When the last line of a list is removed, the focused Remove button vanishes and
 * keyboard focus would fall back to the page start; hand it to `target` instead.
 */
export function useFocusWhenEmptied(isEmpty: boolean, target: RefObject<HTMLElement | null>): void {
  const wasEmpty = useRef(isEmpty);
  useEffect(() => {
    const emptied = isEmpty && !wasEmpty.current;
    wasEmpty.current = isEmpty;
    if (emptied && (document.activeElement === document.body || document.activeElement === null)) {
      target.current?.focus();
    }
  }, [isEmpty, target]);
}
