import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { HubVersion } from '@naturverse/ui/hub-version';
import { PassportPage } from './features/passport/PassportPage';

/** The one route entry this remote exposes: every path the Passport hub owns. */
export default function PassportRoutes() {
  return (
    <>
      <Routes>
        <Route path="/passport" element={<PassportPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="Passport" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
