import { formatPrice } from '@naturverse/platform';
import { Button } from '@naturverse/ui';
import { LibrarySection } from '../../components/LibrarySection';
import { ProductLineInfo, ProductLinesPage } from '../../components/ProductLinesPage';
import { findProduct, type Product } from '../../lib/catalog';
import { removeWishlistItem, useWishlist, wishlistIds } from '../../lib/wishlist-store';

/** /wishlist: saved products, each with Remove; spec §8 empty text when none. */
export function WishlistPage() {
  const wishlist = useWishlist();
  // ids no longer in the catalog are skipped rather than shown as broken cards
  const products = wishlistIds(wishlist)
    .map((id) => findProduct(id))
    .filter((p): p is Product => p !== undefined);

  return (
    <ProductLinesPage
      title="Wishlist"
      emptyText="No saved items yet."
      isEmpty={products.length === 0}
      headingId="wishlist-heading"
      heading="Saved products"
      lines={(focusHeading) =>
        products.map((product) => (
          <li key={product.id} className="nv-card nv-mk-line">
            <ProductLineInfo product={product} name={product.name} price={formatPrice(product.price)} />
            <Button
              variant="ghost"
              small
              aria-label={`Remove ${product.name}`}
              onClick={() => {
                focusHeading();
                removeWishlistItem(product.id);
              }}
            >
              Remove
            </Button>
          </li>
        ))
      }
      footer={<LibrarySection />}
    />
  );
}
