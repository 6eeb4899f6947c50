import { Outlet, Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { lazyPage, usePreloadNextPages, type PagesByRoute } from '@naturverse/ui/lazy-page';
import { HubVersion } from '@naturverse/ui/hub-version';
import { ProductListPage } from './features/products/ProductListPage';
import { WishlistPage } from './features/wishlist/WishlistPage';
import './marketplace.css';

// The product list and the wishlist (the two pages the main nav opens) are in this chunk, so
// a click on Marketplace or Wishlist needs nothing more than the prefetched ./routes; the
// cart and the product pages load on their own, ahead of the tap once a link to them is on
// screen and the browser is idle, or wanted (usePreloadNextPages).
const CartRoute = lazyPage('marketplace', 'cart', () => import('./features/cart/CartPage').then((m) => m.CartPage));
const ProductRoute = lazyPage('marketplace', 'product', () => import('./features/products/ProductPage').then((m) => m.ProductPage));
const LAZY_PAGES: PagesByRoute = [
  ['/cart', CartRoute],
  ['/marketplace/:slug', ProductRoute],
];

/** A page, then which build this is, for QA and the hub's team: small and muted, after the content. */
function WithVersionLine() {
  return (
    <>
      <Outlet />
      <HubVersion hub="Marketplace" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}

/** The one route entry this remote exposes: every path the Marketplace hub owns. */
export default function MarketplaceRoutes() {
  usePreloadNextPages(LAZY_PAGES);
  return (
    <Routes>
      <Route element={<WithVersionLine />}>
        <Route path="/marketplace" element={<ProductListPage />} />
        <Route path="/cart" element={<CartRoute />} />
        <Route path="/wishlist" element={<WishlistPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* spec §2/§8: an unknown slug renders nothing at all, so product pages carry no version line */}
      <Route path="/marketplace/:slug" element={<ProductRoute />} />
    </Routes>
  );
}
