import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => {};

/**
 * Whether this component is hydrated (docs/architecture.md, Glossary): false while React is
 * hydrating the build's painted HTML (and in the build's own render), true right after and in any
 * render made in the browser alone. What only the browser knows (a cart in local storage, a
 * tester's override) waits for it: the first render then equals the HTML, and React renders the
 * browser's value straight after hydration.
 */
/**
 * The props of a button only the app's script can answer, on a page painted before it runs:
 * plainly unavailable (aria-disabled; layout.css dims it if the script is late) until this piece
 * is hydrated, so a tap that cannot work yet never meets a button that looks ready and does
 * nothing. A tap while React is hydrating still counts: React hydrates the piece, then hands it
 * the tap.
 */
export function useNeedsScript(): { 'aria-disabled'?: true; 'data-needs-script'?: '' } {
  return useHydrated() ? {} : { 'aria-disabled': true, 'data-needs-script': '' };
}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => true,
    () => false,
  );
}
