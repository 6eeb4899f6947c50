/**
 * The stored cart (spec §3 Cart line = product fields + qty), as a valibot schema
 * with its version history. Version 1 was `{ version: 1, lines }` stored bare;
 * version 2 is the envelope `{ version: 2, state: { lines } }`.
 *
 * Links and pictures are never taken from storage: a stored `href` or `image` could
 * have been tampered with to point off-site. The href is rebuilt from the product id
 * and the image left empty; the marketplace shows the catalogue's own picture.
 */
import * as v from 'valibot';
import { listOf, nonEmptyText } from '../storage/schemas.js';
import type { PersistedSpec } from '../storage/persisted.js';
import { STORAGE_KEYS } from '../storage/storage-keys.js';
import { MAX_LINE_QTY } from './cart-limits.js';

export interface CartLine {
  id: string;
  name: string;
  price: number;
  image: string;
  href: string;
  blurb: string;
  qty: number;
}

export interface CartState {
  lines: CartLine[];
}

/** The site's own product page for an id; the only link a cart line can have. */
export function productHref(id: string): string {
  return `/marketplace/${encodeURIComponent(id)}`;
}

const cartLine = v.pipe(
  v.object({
    id: nonEmptyText,
    name: v.string(),
    price: v.pipe(v.number(), v.finite(), v.minValue(0)),
    blurb: v.optional(v.string(), ''),
    qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.transform((l): CartLine => ({ ...l, qty: Math.min(l.qty, MAX_LINE_QTY), href: productHref(l.id), image: '' })),
);

export const cartStateSchema = v.object({ lines: listOf(cartLine) });

export const CART_SPEC: PersistedSpec<CartState> = {
  key: STORAGE_KEYS.cart,
  version: 2,
  schema: cartStateSchema,
  fallback: { lines: [] },
  migrate(state, fromVersion) {
    // v1 stored `{ version: 1, lines }` without an envelope
    if (fromVersion === 1) {
      const old = v.parse(v.object({ version: v.literal(1), lines: v.array(v.unknown()) }), state);
      return { lines: old.lines };
    }
    throw new Error(`no cart migration from version ${fromVersion}`);
  },
};
