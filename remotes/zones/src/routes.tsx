import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';

/** The one route entry this remote exposes: every path the Zones hub owns. */
export default function ZonesRoutes() {
  return (
    <Routes>
      <Route path="/zones" element={<HubPlaceholder title="Zones" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
