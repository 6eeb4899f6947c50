import { Outlet, Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { CartPage } from './features/cart/CartPage';
import { ProductListPage } from './features/products/ProductListPage';
import { ProductPage } from './features/products/ProductPage';
import { WishlistPage } from './features/wishlist/WishlistPage';
import './marketplace.css';

/** A page, then which build this is, for QA and the hub's team: small and muted, after the content. */
function WithVersionLine() {
  return (
    <>
      <Outlet />
      <p className="nv-muted nv-hub-version">Marketplace hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}

/** The one route entry this remote exposes: every path the Marketplace hub owns. */
export default function MarketplaceRoutes() {
  return (
    <Routes>
      <Route element={<WithVersionLine />}>
        <Route path="/marketplace" element={<ProductListPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/wishlist" element={<WishlistPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* spec §2/§8: an unknown slug renders nothing at all, so product pages carry no version line */}
      <Route path="/marketplace/:slug" element={<ProductPage />} />
    </Routes>
  );
}
