import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('a seed gives the same numbers every time, another seed others, all in [0, 1)', () => {
    const take = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    for (const n of take(42)) expect(n >= 0 && n < 1).toBe(true);
  });
});
