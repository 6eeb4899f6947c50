/**
 * Pure cart rules (spec §2, §3 Cart line, §9 subtotal). No storage, no React:
 * the store and the pages call these, and the unit tests pin them down.
 * Money is summed in whole cents so 3 × $0.10 is $0.30, not $0.30000000000000004.
 */
import type { CartLine } from './cart-schema.js';
import { MAX_LINE_QTY } from './cart-limits.js';

/** What a product contributes to a line: every Cart line field except qty. */
export type CartProduct = Omit<CartLine, 'qty'>;

/** Quantities are whole numbers from 1 to MAX_LINE_QTY; anything else counts as 1. */
export function normaliseQty(qty: number): number {
  return Number.isFinite(qty) && qty >= 1 ? Math.min(Math.floor(qty), MAX_LINE_QTY) : 1;
}

/** Whether adding `qty` more of `id` would go past the most a line holds. */
export function wouldExceedMax(lines: readonly CartLine[], id: string, qty = 1): boolean {
  const current = lines.find((l) => l.id === id)?.qty ?? 0;
  return current + normaliseQty(qty) > MAX_LINE_QTY;
}

/**
 * Add `qty` of a product: a second add of the same id grows its line instead of
 * adding one. A line never holds more than MAX_LINE_QTY.
 */
export function addToCart(lines: readonly CartLine[], product: CartProduct, qty = 1): CartLine[] {
  const amount = normaliseQty(qty);
  const existing = lines.find((l) => l.id === product.id);
  if (!existing) return [...lines, { ...product, qty: amount }];
  return lines.map((l) => (l.id === product.id ? { ...l, qty: Math.min(l.qty + amount, MAX_LINE_QTY) } : l));
}

export function increaseQty(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.map((l) => (l.id === id ? { ...l, qty: Math.min(l.qty + 1, MAX_LINE_QTY) } : l));
}

/** The "−" stepper: at quantity 1 the line goes away rather than reaching 0. */
export function decreaseQty(lines: readonly CartLine[], id: string): CartLine[] {
  const line = lines.find((l) => l.id === id);
  if (!line) return [...lines];
  if (line.qty <= 1) return removeLine(lines, id);
  return lines.map((l) => (l.id === id ? { ...l, qty: l.qty - 1 } : l));
}

export function removeLine(lines: readonly CartLine[], id: string): CartLine[] {
  return lines.filter((l) => l.id !== id);
}

/** Dollars to whole cents; toPrecision first so 1.005 × 100 (= 100.49999…) rounds to 101. */
export function toCents(dollars: number): number {
  return Math.round(Number((dollars * 100).toPrecision(12)));
}

/** Σ qty × price, in cents. */
export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + l.qty * toCents(l.price), 0);
}

/** Cents as dollars with exactly 2 decimals: 4800 → "$48.00". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}$${whole}.${rest}`;
}

/** A dollar price with 2 decimals: 24 → "$24.00". */
export function formatPrice(dollars: number): string {
  return formatCents(toCents(dollars));
}
