import { Outlet } from 'react-router';
import { Toaster } from '@naturverse/ui';
import { Breadcrumbs } from './Breadcrumbs';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationEffects } from './NavigationEffects';
import { OfflineBanner } from './OfflineBanner';
import { OverrideBanner } from './OverrideBanner';
import { StampCelebration } from './StampCelebration';
import { UpdateBanner } from './UpdateBanner';

export function Layout() {
  return (
    <div className="nv-app">
      <a className="nv-skip" href="#main">
        Skip to content
      </a>
      <NavigationEffects />
      <Header />
      <OverrideBanner />
      <OfflineBanner />
      <UpdateBanner />
      <main id="main" tabIndex={-1} className="nv-main">
        <Breadcrumbs />
        <Outlet />
      </main>
      <Footer />
      <Toaster />
      <StampCelebration />
    </div>
  );
}
