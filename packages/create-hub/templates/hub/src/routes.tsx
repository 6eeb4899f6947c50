import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { HubVersion } from '@naturverse/ui/hub-version';
import { __Component__Page } from './features/__name__/__Component__Page';

/** The one route entry this hub exposes (./routes): every path the __title__ hub owns. */
export default function __Component__Routes() {
  return (
    <>
      <Routes>
        <Route path="/__name__" element={<__Component__Page />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="__title__" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
