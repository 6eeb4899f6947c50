import { Suspense, useEffect, type ReactNode } from 'react';
import { Toaster } from '@naturverse/ui';
import { lazyOrNothing } from '@naturverse/ui/lazy-page';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { HydrationPiece } from './HydrationPiece';
import { NavigationEffects } from './NavigationEffects';
import { OfflineBanner } from './OfflineBanner';
import { PageErrorBoundary } from './PageErrorBoundary';
import { overrideNoticeNeeded } from '../federation/overrides/override-state';
import { StampCelebration } from './StampCelebration';
import { UpdateBanner } from './UpdateBanner';
import { useHydrated } from './use-hydrated';
import { markStarted } from '../lib/prerendered-page';

// Only a tester's browser has anything to show here (an override applied, refused or stored):
// the banner and the override rules it checks are fetched then, never for a family's first paint.
const OverrideBanner = lazyOrNothing(
  () => import(/* webpackChunkName: "on-demand-override-banner" */ './OverrideBanner').then((m) => m.OverrideBanner),
  '[naturverse] the hub override banner',
);

/** A tester's override is known to this browser only: never part of the prerendered page. */
function OverrideNotice() {
  const hydrated = useHydrated();
  if (!hydrated || !overrideNoticeNeeded()) return null;
  return (
    <Suspense fallback={null}>
      <OverrideBanner />
    </Suspense>
  );
}

/** What the page's place shows while its code loads (a page rendered afresh; a navigation keeps the current page instead). */
function PageLoading() {
  return (
    <p className="nv-muted" role="status">
      Loading…
    </p>
  );
}

/** Its effect runs once the page has started: its piece hydrated or rendered afresh, its code loaded. */
function PageStarted() {
  useEffect(() => markStarted(document), []);
  return null;
}

/**
 * The site's chrome around `page` (the app's routes). The header, the page and the footer are
 * each a piece React hydrates on its own (HydrationPiece; the page's boundary also waits for a
 * page's code), and the routes are inside the page's piece: a tap on the header while the page
 * is still hydrating makes React hydrate the header alone, not the route table and the page.
 * Nothing here re-renders when hydration ends (the override notice follows it by itself), so a
 * piece not yet hydrated is never rendered afresh for an update of the layout.
 */
export function Layout({ page }: { page: ReactNode }) {
  return (
    <div className="nv-app">
      <a className="nv-skip" href="#main">
        Skip to content
      </a>
      <NavigationEffects />
      <HydrationPiece>
        <Header />
      </HydrationPiece>
      <OverrideNotice />
      <OfflineBanner />
      <UpdateBanner />
      <main id="main" tabIndex={-1} className="nv-main">
        <Breadcrumbs />
        <Suspense fallback={<PageLoading />}>
          <PageErrorBoundary>{page}</PageErrorBoundary>
          <PageStarted />
        </Suspense>
      </main>
      <HydrationPiece>
        <Footer />
      </HydrationPiece>
      <Toaster />
      <StampCelebration />
    </div>
  );
}
