import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '@naturverse/ui';
import { lazyOrNothing } from '@naturverse/ui/lazy-page';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationEffects } from './NavigationEffects';
import { OfflineBanner } from './OfflineBanner';
import { PageErrorBoundary } from './PageErrorBoundary';
import { overrideNoticeNeeded } from '../federation/overrides/override-state';
import { StampCelebration } from './StampCelebration';
import { UpdateBanner } from './UpdateBanner';
import { useHydrated } from './use-hydrated';
import { markHydrated } from '../lib/prerendered-page';

// Only a tester's browser has anything to show here (an override applied, refused or stored):
// the banner and the override rules it checks are fetched then, never for a family's first paint.
const OverrideBanner = lazyOrNothing(
  () => import(/* webpackChunkName: "on-demand-override-banner" */ './OverrideBanner').then((m) => m.OverrideBanner),
  '[naturverse] the hub override banner',
);

export function Layout() {
  // a tester's override is known to this browser only: never part of the prerendered page
  const hydrated = useHydrated();
  // the layout's effects run once the whole page is React's (a lazy page hydrates with it)
  useEffect(() => markHydrated(document), []);
  return (
    <div className="nv-app">
      <a className="nv-skip" href="#main">
        Skip to content
      </a>
      <NavigationEffects />
      <Header />
      {hydrated && overrideNoticeNeeded() && (
        <Suspense fallback={null}>
          <OverrideBanner />
        </Suspense>
      )}
      <OfflineBanner />
      <UpdateBanner />
      <main id="main" tabIndex={-1} className="nv-main">
        <Breadcrumbs />
        <PageErrorBoundary>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <Footer />
      <Toaster />
      <StampCelebration />
    </div>
  );
}
