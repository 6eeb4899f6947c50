import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { PassportPage } from './features/passport/PassportPage';

/** The one route entry this remote exposes: every path the Passport hub owns. */
export default function PassportRoutes() {
  return (
    <>
      <Routes>
        <Route path="/passport" element={<PassportPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {/* which build this is, for QA and the hub's team: small and muted, after the content */}
      <p className="nv-muted nv-hub-version">Passport hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}
