import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { CoursePage } from './features/courses/CoursePage';
import { CoursesPage } from './features/courses/CoursesPage';
import { HubPage } from './features/hub/HubPage';
import { LanguagePage } from './features/languages/LanguagePage';
import { LanguagesPage } from './features/languages/LanguagesPage';
import { PartnersPage } from './features/partners/PartnersPage';
import { TeachersPage } from './features/teachers/TeachersPage';
import './naturversity.css';

/** The one route entry this remote exposes: every path the Naturversity hub owns. */
export default function NaturversityRoutes() {
  return (
    <>
      <Routes>
        <Route path="/naturversity" element={<HubPage />} />
        <Route path="/naturversity/teachers" element={<TeachersPage />} />
        <Route path="/naturversity/partners" element={<PartnersPage />} />
        <Route path="/naturversity/courses" element={<CoursesPage />} />
        {/* the shell's breadcrumb links the bare /course segment: send it to the list */}
        <Route path="/naturversity/course" element={<Navigate to="/naturversity/courses" replace />} />
        <Route path="/naturversity/course/:slug" element={<CoursePage />} />
        <Route path="/naturversity/languages" element={<LanguagesPage />} />
        <Route path="/naturversity/languages/:slug" element={<LanguagePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {/* which build this is, for QA and the hub's team: small and muted, after the content */}
      <p className="nv-muted nv-hub-version">Naturversity hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}
