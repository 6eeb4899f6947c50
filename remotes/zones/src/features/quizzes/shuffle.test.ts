import { seededRandom } from '@naturverse/testing/seeded-random';
import { describe, expect, it } from 'vitest';
import { shuffle } from './shuffle';

describe('seedable shuffle', () => {
  it('the same seed gives the same order; the input is not changed', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const a = shuffle(items, seededRandom(42));
    expect(shuffle(items, seededRandom(42))).toEqual(a);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...a].sort()).toEqual(items);
  });

  it('different seeds give different orders', () => {
    const orders = new Set([1, 2, 3, 4, 5].map((s) => shuffle([1, 2, 3, 4, 5, 6], seededRandom(s)).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('is Fisher–Yates: a source always near 1 keeps the order, always 0 rotates', () => {
    expect(shuffle(['a', 'b', 'c'], () => 0.9999)).toEqual(['a', 'b', 'c']);
    expect(shuffle(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
  });

  it('every order of 3 items is reachable and roughly even', () => {
    const random = seededRandom(7);
    const counts = new Map<string, number>();
    for (let i = 0; i < 6000; i += 1) {
      const key = shuffle(['a', 'b', 'c'], random).join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const n of counts.values()) expect(n).toBeGreaterThan(850);
  });

  it('a source returning exactly 1 (out of contract) still stays in range', () => {
    expect(shuffle([1, 2, 3], () => 1).sort()).toEqual([1, 2, 3]);
  });
});
