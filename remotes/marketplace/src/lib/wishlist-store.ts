import { useStore } from 'zustand';
import { createPersistedStore, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { WISHLIST_KEY, isWishlisted, wishlistSchema, removeFromWishlist, toggleWishlist, wishlistIds, type Wishlist } from './wishlist';

export const WISHLIST_SPEC: PersistedSpec<Wishlist> = { key: WISHLIST_KEY, version: 1, schema: wishlistSchema, fallback: {} };
const wishlist = createPersistedStore(WISHLIST_SPEC, reportWriteFailure);

export function toggleWishlistItem(id: string) {
  return wishlist.save(toggleWishlist(wishlist.get(), id));
}

export function removeWishlistItem(id: string) {
  return wishlist.save(removeFromWishlist(wishlist.get(), id));
}

export function useIsWishlisted(id: string): boolean {
  return useStore(wishlist.store, (s) => isWishlisted(s.value, id));
}

/** The map itself (stable between changes), so callers derive ids without a new array per render. */
export function useWishlist(): Wishlist {
  return useStore(wishlist.store, (s) => s.value);
}

export { wishlistIds };
