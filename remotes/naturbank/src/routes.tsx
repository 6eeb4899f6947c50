import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';

/** The one route entry this remote exposes: every path the NaturBank hub owns. */
export default function NaturBankRoutes() {
  return (
    <Routes>
      <Route path="/naturbank" element={<HubPlaceholder title="NaturBank" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
