import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary, ErrorFallback } from '@naturverse/ui';
import { RENDER_ERROR_MARK, type RenderErrorDetail } from '../marks/marks';

/** How a render error of the shell's own pages is reported: as the shell's, like a hub's under its name. */
const SHELL = 'shell';

/**
 * Spec §2 for the shell's own pages: a page that throws while rendering shows
 * "Something went wrong." in the page's place, inside the layout, so the header, the footer and
 * the navigation stay and work. "Try again" renders the page again; going to another address
 * clears the error (the boundary is reset by the path, not remounted by it, so a page is not
 * rebuilt on every navigation). A hub's route has its own boundary (RemoteRoute) and never
 * reaches this one.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      resetKey={`${pathname}#${attempt}`}
      onError={(error) => {
        console.error('[naturverse] page failed', error);
        // its name only, never its message, which can carry what a child typed
        const detail: RenderErrorDetail = { hub: SHELL, name: (error as Error).name };
        performance.mark(RENDER_ERROR_MARK, { detail });
      }}
      fallback={() => (
        // after a Try again that failed again, the keyboard stays on Try again, not back at the page top
        // (a ref callback, not an effect: this is part of the shell's first load)
        <div ref={(area) => void (attempt && area?.querySelector('button')?.focus())}>
          {/* the fallback is all the page shows: its heading is the page's h1 */}
          <ErrorFallback headingLevel={1} onRetry={() => setAttempt((n) => n + 1)} />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
