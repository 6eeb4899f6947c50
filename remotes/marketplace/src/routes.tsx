import { Route, Routes } from 'react-router';
import { HubPlaceholder, NotFound } from '@naturverse/ui';

/** The one route entry this remote exposes: every path the Marketplace hub owns. */
export default function MarketplaceRoutes() {
  return (
    <Routes>
      <Route path="/marketplace" element={<HubPlaceholder title="Marketplace" />} />
      <Route path="/cart" element={<HubPlaceholder title="Cart" />} />
      <Route path="/wishlist" element={<HubPlaceholder title="Wishlist" />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
