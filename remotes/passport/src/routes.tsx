import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';

/** The one route entry this remote exposes: every path the Passport hub owns. */
export default function PassportRoutes() {
  return (
    <Routes>
      <Route path="/passport" element={<HubPlaceholder title="Passport" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
