import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-store.js';
import {
  addToCart,
  decreaseQty,
  formatCents,
  formatPrice,
  increaseQty,
  normaliseQty,
  wouldExceedMax,
  removeLine,
  subtotalCents,
  toCents,
  type CartProduct,
} from './cart-rules.js';
import { cartCount } from './cart-store.js';
import { MAX_LINE_QTY } from './cart-limits.js';

const plush: CartProduct = { id: 'turian-plush', name: 'Turian Plush', price: 24, image: 'p.svg', href: '/marketplace/turian-plush', blurb: 'Soft' };
const tee: CartProduct = { id: 'navatar-tee', name: 'Navatar Tee', price: 18, image: 't.svg', href: '/marketplace/navatar-tee', blurb: 'Comfy' };
const dime: CartProduct = { id: 'dime', name: 'Dime', price: 0.1, image: '', href: '', blurb: '' };

describe('addToCart', () => {
  it('adds a new line with the given quantity', () => {
    expect(addToCart([], plush, 2)).toEqual([{ ...plush, qty: 2 }]);
  });
  it('defaults to a quantity of 1', () => {
    expect(addToCart([], plush)).toEqual([{ ...plush, qty: 1 }]);
  });
  it('merges a second add of the same id into one line, keeping its position', () => {
    let lines = addToCart([], plush);
    lines = addToCart(lines, tee);
    lines = addToCart(lines, plush, 3);
    expect(lines.map((l) => [l.id, l.qty])).toEqual([
      ['turian-plush', 4],
      ['navatar-tee', 1],
    ]);
  });
  it('treats a quantity below 1 or not a number as 1, and drops fractions', () => {
    expect(addToCart([], plush, 0)[0]?.qty).toBe(1);
    expect(addToCart([], plush, -5)[0]?.qty).toBe(1);
    expect(addToCart([], plush, Number.NaN)[0]?.qty).toBe(1);
    expect(addToCart([], plush, 2.7)[0]?.qty).toBe(2);
    expect(normaliseQty(Infinity)).toBe(1);
  });
  it('does not mutate the lines it is given', () => {
    const lines: CartLine[] = [{ ...plush, qty: 1 }];
    addToCart(lines, plush);
    expect(lines[0]?.qty).toBe(1);
  });
});

describe('steppers and removal', () => {
  const lines: CartLine[] = [
    { ...plush, qty: 2 },
    { ...tee, qty: 1 },
  ];
  it('increase adds one to that line only', () => {
    expect(increaseQty(lines, 'navatar-tee').map((l) => l.qty)).toEqual([2, 2]);
  });
  it('decrease takes one off', () => {
    expect(decreaseQty(lines, 'turian-plush').map((l) => l.qty)).toEqual([1, 1]);
  });
  it('decrease at quantity 1 removes the line', () => {
    expect(decreaseQty(lines, 'navatar-tee')).toEqual([{ ...plush, qty: 2 }]);
  });
  it('decrease or remove of an unknown id changes nothing', () => {
    expect(decreaseQty(lines, 'nope')).toEqual(lines);
    expect(removeLine(lines, 'nope')).toEqual(lines);
  });
  it('remove drops the whole line whatever its quantity', () => {
    expect(removeLine(lines, 'turian-plush')).toEqual([{ ...tee, qty: 1 }]);
  });
  it('count is the sum of quantities', () => {
    expect(cartCount(lines)).toBe(3);
    expect(cartCount([])).toBe(0);
  });
});

describe('subtotal', () => {
  it('is Σ qty × price', () => {
    expect(
      subtotalCents([
        { ...plush, qty: 2 },
        { ...tee, qty: 1 },
      ]),
    ).toBe(6600);
  });
  it('has no floating-point drift (3 × 0.1 is 0.30)', () => {
    expect(0.1 * 3).not.toBe(0.3); // the trap this guards against
    expect(formatCents(subtotalCents([{ ...dime, qty: 3 }]))).toBe('$0.30');
    expect(
      formatCents(
        subtotalCents([
          { ...dime, qty: 1 },
          { ...dime, id: 'd2', price: 0.2, qty: 1 },
        ]),
      ),
    ).toBe('$0.30');
  });
  it('rounds prices to whole cents', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
  });
  it('is shown with 2 decimals', () => {
    expect(formatCents(4800)).toBe('$48.00');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(605)).toBe('$6.05');
    expect(formatCents(123456)).toBe('$1234.56');
    expect(formatPrice(6)).toBe('$6.00');
  });
});

describe('quantity limit', () => {
  it(`a line never holds more than ${MAX_LINE_QTY}: add, increase and huge quantities stop there`, () => {
    expect(MAX_LINE_QTY).toBe(99);
    expect(addToCart([], plush, 999999999)[0]?.qty).toBe(99);
    const full = addToCart([], plush, 99);
    expect(addToCart(full, plush)[0]?.qty).toBe(99);
    expect(increaseQty(full, plush.id)[0]?.qty).toBe(99);
    expect(increaseQty(addToCart([], plush, 98), plush.id)[0]?.qty).toBe(99);
  });
  it('wouldExceedMax says when one more would pass the limit', () => {
    expect(wouldExceedMax([], plush.id)).toBe(false);
    expect(wouldExceedMax(addToCart([], plush, 98), plush.id)).toBe(false);
    expect(wouldExceedMax(addToCart([], plush, 99), plush.id)).toBe(true);
    expect(wouldExceedMax(addToCart([], plush, 99), tee.id)).toBe(false);
  });
});
