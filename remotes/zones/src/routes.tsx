import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { ArcadePage } from './features/arcade/ArcadePage';
import { CommunityRoute } from './features/community/route';
import { CreatorLabPage } from './features/creator-lab/CreatorLabPage';
import { CulturePage } from './features/culture/CulturePage';
import { FuturePage } from './features/future/FuturePage';
import { ZonesIndex } from './features/index/ZonesIndex';
import { MusicPage } from './features/music/MusicPage';
import { ObservationsRoute } from './features/observations/route';
import { QuizzesRoute } from './features/quizzes/route';
import { StoriesRoute } from './features/stories/route';
import { WellnessPage } from './features/wellness/WellnessPage';
import './features/shared/zones.css';

/** The one route entry this remote exposes: every path the Zones hub owns. */
export default function ZonesRoutes() {
  return (
    <>
      <Routes>
        <Route path="/zones" element={<ZonesIndex />} />
        <Route path="/zones/arcade" element={<ArcadePage />} />
        <Route path="/zones/music" element={<MusicPage />} />
        <Route path="/zones/wellness" element={<WellnessPage />} />
        <Route path="/zones/creator-lab" element={<CreatorLabPage />} />
        <Route path="/zones/culture" element={<CulturePage />} />
        <Route path="/zones/future" element={<FuturePage />} />
        <Route path="/zones/observations" element={<ObservationsRoute />} />
        <Route path="/zones/community" element={<CommunityRoute />} />
        <Route path="/zones/stories" element={<StoriesRoute />} />
        <Route path="/zones/quizzes" element={<QuizzesRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {/* which build this is, for QA and the hub's team: small and muted, after the content */}
      <p className="nv-muted nv-hub-version">Zones hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}
