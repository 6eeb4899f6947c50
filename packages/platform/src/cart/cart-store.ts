/**
 * The cart, shared by the marketplace (writes it) and the shell header (reads the
 * count). It lives in this shared-singleton package so every part gets the same
 * store instance; it is persisted under a versioned key and kept in step across
 * tabs through the storage event.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readJSON, writeJSON } from '../storage/safe-storage';
import { emit } from '../events/events';

export const CART_KEY = 'naturverse.cart.v1';

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

function isLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.price === 'number' &&
    Number.isFinite(v.price) &&
    typeof v.qty === 'number' &&
    Number.isInteger(v.qty) &&
    v.qty >= 1
  );
}

/** Stored shape: { version: 1, lines: [...] }; anything else reads as an empty cart. */
export function parseStoredCart(value: unknown): CartLine[] | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as { version?: unknown; lines?: unknown };
  if (v.version !== 1 || !Array.isArray(v.lines)) return null;
  return v.lines.filter(isLine).map((l) => ({
    ...l,
    image: typeof l.image === 'string' ? l.image : '',
    href: typeof l.href === 'string' ? l.href : '',
    blurb: typeof l.blurb === 'string' ? l.blurb : '',
  }));
}

function readCart(): CartLine[] {
  return readJSON(CART_KEY, parseStoredCart, []);
}

export const cartStore = createStore<CartState>(() => ({ lines: readCart() }));

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.qty, 0);
}

/** Replace the lines, persist them and tell anyone listening. Returns the write result. */
export function setCartLines(lines: CartLine[]) {
  cartStore.setState({ lines });
  const result = writeJSON(CART_KEY, { version: 1, lines });
  emit('cart-changed', { count: cartCount(lines) });
  return result;
}

/**
 * Apply a cart rule (see cart-rules.ts) to the current lines. When the write fails
 * (storage full or blocked) the new lines still stand in memory, so the header, the
 * cart page and this tab agree; the caller tells the family it was not saved.
 */
export function updateCart(change: (lines: CartLine[]) => CartLine[]) {
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
