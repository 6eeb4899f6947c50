import { StrictMode, type ReactNode } from 'react';
import { App } from './App';

/**
 * The whole React tree of the page, for the browser (bootstrap.tsx) and for the build's
 * prerender (shell/src/prerender) alike: hydration needs both to render the same tree, down
 * to its shape (useId counts siblings), so the one thing only the browser adds takes the
 * second child's place in both.
 */
export function ShellRoot({ location, prerendered, afterFirstRender }: { location?: string; prerendered: boolean; afterFirstRender?: ReactNode }) {
  return (
    <StrictMode>
      <App location={location} prerendered={prerendered} />
      {afterFirstRender}
    </StrictMode>
  );
}
