import { describe, expect, it } from 'vitest';
import { ZONES, zonePath } from './zones-list';

describe('zones index', () => {
  it('lists the 10 zones in spec order, each under /zones/', () => {
    expect(ZONES.map((z) => z.slug)).toEqual([
      'arcade', 'music', 'wellness', 'creator-lab', 'stories', 'quizzes', 'observations', 'culture', 'community', 'future',
    ]);
    expect(ZONES.map((z) => zonePath(z.slug))).toContain('/zones/creator-lab');
  });

  it('gives every zone a title, an emoji and a short description', () => {
    for (const z of ZONES) {
      expect(z.title.length).toBeGreaterThan(0);
      expect(z.emoji.length).toBeGreaterThan(0);
      expect(z.blurb.length).toBeGreaterThan(10);
      expect(z.blurb.length).toBeLessThan(90);
    }
  });
});
