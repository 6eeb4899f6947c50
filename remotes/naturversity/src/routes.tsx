import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';

/** The one route entry this remote exposes: every path the Naturversity hub owns. */
export default function NaturversityRoutes() {
  return (
    <Routes>
      <Route path="/naturversity" element={<HubPlaceholder title="Naturversity" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
