/**
 * The cart, shared by the marketplace (writes it) and the shell header (reads the
 * count). It lives in this shared-singleton package so every part gets the same
 * store instance; it is persisted through the persisted-store API (CART_SPEC) and
 * kept in step across tabs through the storage event.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readPersisted, writePersisted } from '../storage/persisted.js';
import type { WriteResult } from '../storage/safe-storage.js';
import { emit } from '../events/events.js';
import { CART_SPEC, type CartLine, type CartState } from './cart-schema.js';

export type { CartLine, CartState } from './cart-schema.js';
export const CART_KEY = CART_SPEC.key;

function readCart(): CartLine[] {
  return readPersisted(CART_SPEC).lines;
}

export const cartStore = createStore<CartState>(() => ({ lines: readCart() }));

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.qty, 0);
}

/**
 * Store the lines, then adopt them. A write that fails (storage full or blocked)
 * changes nothing: the header count and the cart page keep showing what is saved,
 * and the caller tells the family why (describeWriteFailure).
 */
export function setCartLines(lines: CartLine[]): WriteResult {
  const result = writePersisted(CART_SPEC, { lines });
  if (!result.ok) return result;
  cartStore.setState({ lines });
  emit('cart-changed', { count: cartCount(lines) });
  return result;
}

/** Apply a cart rule (see cart-rules.ts) to the current lines and store the outcome. */
export function updateCart(change: (lines: CartLine[]) => CartLine[]): WriteResult {
  return setCartLines(change(cartStore.getState().lines));
}

/** Another tab changed the cart: adopt its value. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_KEY || event.key === null) cartStore.setState({ lines: readCart() });
  });
}

export function useCartLines(): CartLine[] {
  return useStore(cartStore, (s) => s.lines);
}

export function useCartCount(): number {
  return useStore(cartStore, (s) => cartCount(s.lines));
}
