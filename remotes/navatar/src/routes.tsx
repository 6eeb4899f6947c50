import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { NavatarCreator } from './features/navatar/NavatarCreator';

/** The one route entry this remote exposes: every path the Navatar hub owns. */
export default function NavatarRoutes() {
  return (
    <>
      <Routes>
        <Route path="/navatar" element={<NavatarCreator />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {/* which build this is, for QA and the hub's team: small and muted, after the content */}
      <p className="nv-muted nv-hub-version">Navatar hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}
