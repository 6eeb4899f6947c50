import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => {};

/**
 * False while React hydrates the build's prerendered HTML (and in the build's own render),
 * true right after and in any render made in the browser alone. What only the browser knows
 * (a cart in local storage, a tester's override) waits for it: the first render then equals
 * the HTML, and React renders the browser's value straight after hydration.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
