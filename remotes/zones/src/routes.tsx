import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';
import { ArcadePage } from './features/arcade/ArcadePage';
import { CreatorLabPage } from './features/creator-lab/CreatorLabPage';
import { CulturePage } from './features/culture/CulturePage';
import { FuturePage } from './features/future/FuturePage';
import { ZonesIndex } from './features/index/ZonesIndex';
import { MusicPage } from './features/music/MusicPage';
import { PLACEHOLDER_ZONES } from './features/placeholders/placeholders';
import { QuizzesPage } from './features/quizzes/QuizzesPage';
import { StoriesPage } from './features/stories/StoriesPage';
import { WellnessPage } from './features/wellness/WellnessPage';
import './features/shared/zones.css';

/** The one route entry this remote exposes: every path the Zones hub owns. */
export default function ZonesRoutes() {
  return (
    <Routes>
      <Route path="/zones" element={<ZonesIndex />} />
      <Route path="/zones/arcade" element={<ArcadePage />} />
      <Route path="/zones/music" element={<MusicPage />} />
      <Route path="/zones/wellness" element={<WellnessPage />} />
      <Route path="/zones/creator-lab" element={<CreatorLabPage />} />
      <Route path="/zones/culture" element={<CulturePage />} />
      <Route path="/zones/future" element={<FuturePage />} />
      <Route path="/zones/stories" element={<StoriesPage />} />
      <Route path="/zones/quizzes" element={<QuizzesPage />} />
      {PLACEHOLDER_ZONES.map(({ slug, title }) => (
        <Route key={slug} path={`/zones/${slug}`} element={<HubPlaceholder title={title} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
