import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { lazyPage, usePreloadNextPages, type PagesByRoute } from '@naturverse/ui/lazy-page';
import { HubVersion } from '@naturverse/ui/hub-version';
import { ZonesIndex } from './features/index/ZonesIndex';
import { ArcadePage } from './features/arcade/ArcadePage';
import './zones.css';

// The zone index (what the main nav opens) and the Arcade (the zone families open most, and
// the reaction timer offline) are in this chunk: a click on Zones, or a link straight to the
// Arcade, needs nothing more than ./routes (no round trip for a page chunk after it, ~2.6 KB
// gzip more). Every other zone loads on its own, ahead of the tap once a card or link to it is
// on screen and the browser is idle, or wanted (usePreloadNextPages).
const MusicRoute = lazyPage('zones', 'Music', () => import('./features/music/MusicPage').then((m) => m.MusicPage));
const WellnessRoute = lazyPage('zones', 'Wellness', () => import('./features/wellness/WellnessPage').then((m) => m.WellnessPage));
const CreatorLabRoute = lazyPage('zones', 'Creator Lab', () => import('./features/creator-lab/CreatorLabPage').then((m) => m.CreatorLabPage));
const CultureRoute = lazyPage('zones', 'Culture', () => import('./features/culture/CulturePage').then((m) => m.CulturePage));
const FutureRoute = lazyPage('zones', 'Future', () => import('./features/future/FuturePage').then((m) => m.FuturePage));
const ObservationsRoute = lazyPage('zones', 'Observations', () => import('./features/observations/ObservationsPage').then((m) => m.ObservationsPage));
const CommunityRoute = lazyPage('zones', 'Community', () => import('./features/community/CommunityPage').then((m) => m.CommunityPage));
const StoriesRoute = lazyPage('zones', 'Stories', () => import('./features/stories/StoriesPage').then((m) => m.StoriesPage));
const QuizzesRoute = lazyPage('zones', 'Quizzes', () => import('./features/quizzes/QuizzesPage').then((m) => m.QuizzesPage));
const LAZY_PAGES: PagesByRoute = [
  ['/zones/music', MusicRoute],
  ['/zones/wellness', WellnessRoute],
  ['/zones/creator-lab', CreatorLabRoute],
  ['/zones/culture', CultureRoute],
  ['/zones/future', FutureRoute],
  ['/zones/observations', ObservationsRoute],
  ['/zones/community', CommunityRoute],
  ['/zones/stories', StoriesRoute],
  ['/zones/quizzes', QuizzesRoute],
];

/** The one route entry this remote exposes: every path the Zones hub owns. */
export default function ZonesRoutes() {
  usePreloadNextPages(LAZY_PAGES);
  return (
    <>
      <Routes>
        <Route path="/zones" element={<ZonesIndex />} />
        <Route path="/zones/arcade" element={<ArcadePage />} />
        <Route path="/zones/music" element={<MusicRoute />} />
        <Route path="/zones/wellness" element={<WellnessRoute />} />
        <Route path="/zones/creator-lab" element={<CreatorLabRoute />} />
        <Route path="/zones/culture" element={<CultureRoute />} />
        <Route path="/zones/future" element={<FutureRoute />} />
        <Route path="/zones/observations" element={<ObservationsRoute />} />
        <Route path="/zones/community" element={<CommunityRoute />} />
        <Route path="/zones/stories" element={<StoriesRoute />} />
        <Route path="/zones/quizzes" element={<QuizzesRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="Zones" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
