import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';

/** The one route entry this remote exposes: every path the Navatar hub owns. */
export default function NavatarRoutes() {
  return (
    <Routes>
      <Route path="/navatar" element={<HubPlaceholder title="Navatar" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
