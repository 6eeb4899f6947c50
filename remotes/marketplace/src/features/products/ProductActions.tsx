import { Button } from '@naturverse/ui';
import { addProductToCart } from '../../lib/cart-actions';
import { productLibraryItem } from '../../lib/library';
import { toggleLibraryItem, useIsInLibrary } from '../../lib/library-store';
import { toggleWishlistItem, useIsWishlisted } from '../../lib/wishlist-store';
import { toCartProduct, type Product } from '../../lib/catalog';

/**
 * The wishlist button's heart, drawn in the button's own colour (filled when wished) rather than
 * ♥/♡, which some fonts lack or draw as emoji. Decorative: aria-pressed says it.
 */
function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20S3 14.5 3 8.8A4.8 4.8 0 0 1 12 6.6a4.8 4.8 0 0 1 9 2.2C21 14.5 12 20 12 20z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Add to cart, the wishlist toggle and Save/Remove Library — the same three
 * actions on the list and on the product page (spec §2).
 */
export function ProductActions({ product, qty = 1 }: { product: Product; qty?: number }) {
  const wished = useIsWishlisted(product.id);
  const libraryItem = productLibraryItem(product);
  const inLibrary = useIsInLibrary(libraryItem.id);

  return (
    <div className="nv-row">
      <Button onClick={() => addProductToCart(toCartProduct(product), qty)}>Add to cart</Button>
      <Button variant="secondary" aria-pressed={wished} onClick={() => toggleWishlistItem(product.id)}>
        <HeartIcon filled={wished} /> Wishlist
      </Button>
      <Button variant="ghost" onClick={() => toggleLibraryItem(libraryItem)}>
        {inLibrary ? 'Remove from Library' : 'Save to Library'}
      </Button>
    </div>
  );
}
