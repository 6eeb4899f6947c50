/**
 * Wishlist rules (spec §3: a map of product id → true). Pure, so the toggle and the
 * corrupt-storage parsing are unit tested without a browser.
 */
import * as v from 'valibot';
import { parserOf, recordOf } from '@naturverse/platform';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';

export type Wishlist = Readonly<Record<string, true>>;

export const WISHLIST_KEY = STORAGE_KEYS.marketplaceWishlist;

export function isWishlisted(list: Wishlist, id: string): boolean {
  return Object.prototype.hasOwnProperty.call(list, id) && list[id] === true;
}

/** Saved → unsaved, unsaved → saved. */
export function toggleWishlist(list: Wishlist, id: string): Wishlist {
  return isWishlisted(list, id) ? removeFromWishlist(list, id) : { ...list, [id]: true };
}

export function removeFromWishlist(list: Wishlist, id: string): Wishlist {
  const next: Record<string, true> = { ...list };
  delete next[id];
  return next;
}

/** Ids in the order they were saved (object key order is insertion order for string keys). */
export function wishlistIds(list: Wishlist): string[] {
  return Object.keys(list).filter((id) => list[id] === true);
}

/**
 * Stored value → wishlist, or null for anything that is not a plain object.
 * Entries whose value is not exactly `true` are dropped rather than failing the whole map.
 */
export const wishlistSchema = v.pipe(
  recordOf(v.literal(true)),
  v.transform((saved): Wishlist => Object.fromEntries(Object.entries(saved).filter(([id]) => id !== ''))),
);

export const parseStoredWishlist = parserOf(wishlistSchema);
