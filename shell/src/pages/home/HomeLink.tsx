import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Spec §2: while signed out, Home's links are inactive — not clickable and not
 * focusable. They render as plain text then (no href, no tab stop, nothing to click).
 */
export function HomeLink({ to, active, children }: { to: string; active: boolean; children: ReactNode }) {
  if (active) {
    return (
      <Link to={to} className="nv-home__link">
        {children}
      </Link>
    );
  }
  return (
    <span className="nv-home__link nv-home__link--inert" data-inert-link={to}>
      {children}
    </span>
  );
}
