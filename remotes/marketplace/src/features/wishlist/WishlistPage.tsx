import { formatPrice } from '@naturverse/platform';
import { LibrarySection } from '../../components/LibrarySection';
import { ProductLineInfo, ProductLinesPage, RemoveLineButton } from '../../components/ProductLinesPage';
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
            <RemoveLineButton name={product.name} beforeRemove={focusHeading} remove={() => removeWishlistItem(product.id)} />
          </li>
        ))
      }
      footer={<LibrarySection />}
    />
  );
}
