import { describe, expect, it } from 'vitest';
import { ZONE_ICONS } from './ZoneIcon';
import { ZONES, zonePath } from './zones-list';

describe('zones index', () => {
  it('lists the 10 zones in spec order, each under /zones/', () => {
    expect(ZONES.map((z) => z.slug)).toEqual([
      'arcade',
      'music',
      'wellness',
      'creator-lab',
      'stories',
      'quizzes',
      'observations',
      'culture',
      'community',
      'future',
    ]);
    expect(ZONES.map((z) => zonePath(z.slug))).toContain('/zones/creator-lab');
  });

  it('gives every zone a title, its own drawn icon and a short description', () => {
    for (const z of ZONES) {
      expect(z.title.length).toBeGreaterThan(0);
      expect(ZONE_ICONS[z.slug], z.slug).toBeDefined();
      expect(z.blurb.length).toBeGreaterThan(10);
      expect(z.blurb.length).toBeLessThan(90);
    }
  });
});
