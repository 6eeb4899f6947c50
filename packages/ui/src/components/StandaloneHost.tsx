import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { Toaster } from '../toast/Toaster.js';

export interface StandaloneHostProps {
  /** The hub's name, shown in the thin bar so nobody mistakes this for the real site. */
  hubTitle: string;
  /** Where the hub's own routes begin, for the bar's link. */
  homePath: string;
  children: ReactNode;
}

/**
 * The thin local host a hub team runs its remote in (`pnpm --filter <hub> dev`):
 * router, toasts and base styles — everything the shell would give, minus the
 * other hubs. Local demo mode (no backend) unless the hub serves a config.json.
 */
export function StandaloneHost({ hubTitle, homePath, children }: StandaloneHostProps) {
  return (
    <StrictMode>
      <BrowserRouter>
        <header className="nv-standalone__bar">
          <strong>Naturverse · {hubTitle} (standalone)</strong>
          <a href={homePath}>Hub home</a>
        </header>
        <main id="main" className="nv-standalone__main" tabIndex={-1}>
          {children}
        </main>
        <Toaster />
      </BrowserRouter>
    </StrictMode>
  );
}
