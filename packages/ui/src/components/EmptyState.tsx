import type { ReactNode } from 'react';

/** The friendly "nothing here yet" line; the text is the spec's, verbatim. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="nv-empty" role="status">
      {children}
    </p>
  );
}
