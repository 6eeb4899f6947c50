import { Button } from '@naturverse/ui';
import { addProductToCart } from '../../lib/cart-actions';
import { productLibraryItem } from '../../lib/library';
import { toggleLibraryItem, useIsInLibrary } from '../../lib/library-store';
import { toggleWishlistItem, useIsWishlisted } from '../../lib/wishlist-store';
import { toCartProduct, type Product } from '../../lib/catalog';

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
        <span aria-hidden="true">{wished ? '♥' : '♡'}</span> Wishlist
      </Button>
      <Button variant="ghost" onClick={() => toggleLibraryItem(libraryItem)}>
        {inLibrary ? 'Remove from Library' : 'Save to Library'}
      </Button>
    </div>
  );
}
