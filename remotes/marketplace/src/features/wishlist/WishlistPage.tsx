import { useRef } from 'react';
import { Link } from 'react-router';
import { formatPrice } from '@naturverse/platform';
import { Button, EmptyState, Page } from '@naturverse/ui';
import { LibrarySection } from '../../components/LibrarySection';
import { useFocusWhenEmptied } from '../../lib/useFocusWhenEmptied';
import { findProduct, type Product } from '../../lib/catalog';
import { removeWishlistItem, useWishlist, wishlistIds } from '../../lib/wishlist-store';

/** /wishlist: saved products, each with Remove; spec §8 empty text when none. */
export function WishlistPage() {
  const wishlist = useWishlist();
  // ids no longer in the catalog are skipped rather than shown as broken cards
  const products = wishlistIds(wishlist)
    .map((id) => findProduct(id))
    .filter((p): p is Product => p !== undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const browseRef = useRef<HTMLAnchorElement>(null);
  useFocusWhenEmptied(products.length === 0, browseRef);

  return (
    <Page title="Wishlist">
      {products.length === 0 ? (
        <>
          <EmptyState>No saved items yet.</EmptyState>
          <p>
            <Link to="/marketplace" ref={browseRef}>
              Browse the Marketplace
            </Link>
          </p>
        </>
      ) : (
        <section aria-labelledby="wishlist-heading">
          <h2 id="wishlist-heading" ref={headingRef} tabIndex={-1} className="nv-visually-hidden">
            Saved products
          </h2>
          <ul className="nv-mk-lines">
            {products.map((product) => (
              <li key={product.id} className="nv-card nv-mk-line">
                <img src={product.image} alt={product.imageAlt} width={80} height={64} loading="lazy" className="nv-mk-image" />
                <div className="nv-mk-line__info">
                  <h3 className="nv-mk-line__name">
                    <Link to={product.href}>{product.name}</Link>
                  </h3>
                  <p className="nv-muted">{formatPrice(product.price)}</p>
                </div>
                <Button
                  variant="ghost"
                  small
                  aria-label={`Remove ${product.name}`}
                  onClick={() => {
                    headingRef.current?.focus();
                    removeWishlistItem(product.id);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <LibrarySection />
    </Page>
  );
}
