import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { HubVersion } from '@naturverse/ui/hub-version';
import { lazyPage, usePreloadNextPages, type PagesByRoute } from '@naturverse/ui/lazy-page';
import { __Component__Page } from './features/__name__/__Component__Page';

// The landing page is in this module: a click on the hub renders it with nothing more to fetch.
// Every other page is a module of its own, fetched ahead of the tap: when a link to it is on
// screen and the browser is idle, or when a family points at the link (usePreloadNextPages).
// List each such page here with its route, the same path as its <Route> below.
const AboutRoute = lazyPage('__name__', 'About', () => import('./features/__name__/__Component__AboutPage').then((m) => m.__Component__AboutPage));
const LAZY_PAGES: PagesByRoute = [['/__name__/about', AboutRoute]];

/** The one route entry this hub exposes (./routes): every path the __title__ hub owns. */
export default function __Component__Routes() {
  usePreloadNextPages(LAZY_PAGES);
  return (
    <>
      <Routes>
        <Route path="/__name__" element={<__Component__Page />} />
        <Route path="/__name__/about" element={<AboutRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="__title__" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
