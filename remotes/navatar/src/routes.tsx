import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { HubVersion } from '@naturverse/ui/hub-version';
import { NavatarCreator } from './features/navatar/NavatarCreator';

/** The one route entry this remote exposes: every path the Navatar hub owns. */
export default function NavatarRoutes() {
  return (
    <>
      <Routes>
        <Route path="/navatar" element={<NavatarCreator />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="Navatar" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
