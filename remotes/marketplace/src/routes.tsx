import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { CartPage } from './features/cart/CartPage';
import { ProductListPage } from './features/products/ProductListPage';
import { ProductPage } from './features/products/ProductPage';
import { WishlistPage } from './features/wishlist/WishlistPage';
import './marketplace.css';

/** The one route entry this remote exposes: every path the Marketplace hub owns. */
export default function MarketplaceRoutes() {
  return (
    <>
      <Routes>
        <Route path="/marketplace" element={<ProductListPage />} />
        <Route path="/marketplace/:slug" element={<ProductPage />} />
        <Route path="/cart" element={<CartPage />} />
        <Route path="/wishlist" element={<WishlistPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {/* which build this is, for QA and the hub's team: small and muted, after the content */}
      <p className="nv-muted nv-hub-version">Marketplace hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}
