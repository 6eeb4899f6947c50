import { describe, expect, it } from 'vitest';
import { COLLECTIBLES } from './collectibles';

describe('NFT preview collectibles', () => {
  it('are 3 to 6 nature pictures with unique ids, names and spoken descriptions', () => {
    expect(COLLECTIBLES.length).toBeGreaterThanOrEqual(3);
    expect(COLLECTIBLES.length).toBeLessThanOrEqual(6);
    expect(new Set(COLLECTIBLES.map((c) => c.id)).size).toBe(COLLECTIBLES.length);
    expect(new Set(COLLECTIBLES.map((c) => c.name)).size).toBe(COLLECTIBLES.length);
    for (const c of COLLECTIBLES) {
      expect(c.alt.length).toBeGreaterThan(10);
      expect(c.blurb.length).toBeGreaterThan(10);
      expect(typeof c.Art).toBe('function');
    }
  });
});
