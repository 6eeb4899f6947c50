import { seededRandom } from '@naturverse/testing/seeded-random';
import { describe, expect, it } from 'vitest';
import { BASES, POWERS, SPECIES } from './content';
import { displayName, rollNavatar, rollPowers, rollSpecies } from './generate';

describe('content lists (content-facts.md)', () => {
  it('has 15/15/10/9 species and a pool of 15 distinct powers', () => {
    expect(BASES).toEqual(['Animal', 'Fruit', 'Insect', 'Spirit']);
    expect(BASES.map((b) => new Set(SPECIES[b]).size)).toEqual([15, 15, 10, 9]);
    expect(new Set(POWERS).size).toBe(15);
    expect(SPECIES.Spirit).toContain('Mist Walker');
    expect(SPECIES.Insect).toContain('Atlas Moth');
  });
});

describe('rolling', () => {
  it('picks species only from the base’s own list', () => {
    for (const base of BASES) {
      const random = seededRandom(7);
      for (let i = 0; i < 200; i += 1) expect(SPECIES[base]).toContain(rollSpecies(base, random));
    }
  });

  it('reaches every species of a base, including the edge of the list', () => {
    expect(rollSpecies('Animal', () => 0)).toBe('Red Panda');
    expect(rollSpecies('Animal', () => 0.999999)).toBe('Penguin');
    const seen = new Set<string>();
    const random = seededRandom(3);
    for (let i = 0; i < 500; i += 1) seen.add(rollSpecies('Spirit', random));
    expect(seen.size).toBe(9);
  });

  it('always gives 3 distinct powers from the pool', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 200; i += 1) {
      const powers = rollPowers(random);
      expect(powers).toHaveLength(3);
      expect(new Set(powers).size).toBe(3);
      for (const p of powers) expect(POWERS).toContain(p);
    }
    // even a degenerate random source cannot produce duplicates
    expect(new Set(rollPowers(() => 0)).size).toBe(3);
    expect(new Set(rollPowers(() => 0.9999999)).size).toBe(3);
  });

  it('is repeatable with the same seed and varies with another', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const a = rollNavatar('Fruit', seededRandom(42), now);
    const b = rollNavatar('Fruit', seededRandom(42), now);
    expect(a).toEqual(b);
    const others = [1, 2, 3, 4, 5].map((s) => rollNavatar('Fruit', seededRandom(s), now));
    expect(others.some((o) => o.species !== a.species || o.powers.join() !== a.powers.join())).toBe(true);
  });

  it('keeps the family’s name, backstory and photo, rolls a new character', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const keep = { name: 'Pip', backstory: 'Loves rivers.', imageDataUrl: 'data:image/jpeg;base64,AAAA' };
    const n = rollNavatar('Insect', seededRandom(5), now, keep);
    expect(n).toMatchObject({ ...keep, base: 'Insect', createdAt: now.toISOString() });
    expect(SPECIES.Insect).toContain(n.species);
    expect(n.id).toMatch(/^navatar-\d+-/);
    expect(rollNavatar('Insect', seededRandom(5), now).imageDataUrl).toBeUndefined();
  });
});

describe('displayName', () => {
  it('is the trimmed name, or the species when the name is blank', () => {
    expect(displayName({ name: '  Pip ', species: 'Koala' })).toBe('Pip');
    expect(displayName({ name: '   ', species: 'Koala' })).toBe('Koala');
  });
});
