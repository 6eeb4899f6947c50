import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { HubPage } from './features/hub/HubPage';
import { lazyPage, usePreloadNextPages, type PagesByRoute } from '@naturverse/ui/lazy-page';
import { HubVersion } from '@naturverse/ui/hub-version';
import './naturversity.css';

// The hub page (what the main nav opens) is in this chunk, so a click on Naturversity needs
// nothing more than the prefetched ./routes; the other pages load on their own, ahead of the tap
// once a link to them is on screen and the browser is idle, or wanted (usePreloadNextPages).
const TeachersRoute = lazyPage('naturversity', 'Teachers', () => import('./features/teachers/TeachersPage').then((m) => m.TeachersPage));
const PartnersRoute = lazyPage('naturversity', 'Partners', () => import('./features/partners/PartnersPage').then((m) => m.PartnersPage));
const CoursesRoute = lazyPage('naturversity', 'Courses', () => import('./features/courses/pages').then((m) => m.CoursesPage));
const CourseRoute = lazyPage('naturversity', 'course', () => import('./features/courses/pages').then((m) => m.CoursePage));
const LanguagesRoute = lazyPage('naturversity', 'Languages', () => import('./features/languages/pages').then((m) => m.LanguagesPage));
const LanguageRoute = lazyPage('naturversity', 'language', () => import('./features/languages/pages').then((m) => m.LanguagePage));
const LAZY_PAGES: PagesByRoute = [
  ['/naturversity/teachers', TeachersRoute],
  ['/naturversity/partners', PartnersRoute],
  ['/naturversity/courses', CoursesRoute],
  ['/naturversity/course/:slug', CourseRoute],
  ['/naturversity/languages', LanguagesRoute],
  ['/naturversity/languages/:slug', LanguageRoute],
];

/** The one route entry this remote exposes: every path the Naturversity hub owns. */
export default function NaturversityRoutes() {
  usePreloadNextPages(LAZY_PAGES);
  return (
    <>
      <Routes>
        <Route path="/naturversity" element={<HubPage />} />
        <Route path="/naturversity/teachers" element={<TeachersRoute />} />
        <Route path="/naturversity/partners" element={<PartnersRoute />} />
        <Route path="/naturversity/courses" element={<CoursesRoute />} />
        {/* the shell's breadcrumb links the bare /course segment: send it to the list */}
        <Route path="/naturversity/course" element={<Navigate to="/naturversity/courses" replace />} />
        <Route path="/naturversity/course/:slug" element={<CourseRoute />} />
        <Route path="/naturversity/languages" element={<LanguagesRoute />} />
        <Route path="/naturversity/languages/:slug" element={<LanguageRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="Naturversity" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
