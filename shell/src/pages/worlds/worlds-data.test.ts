import { describe, expect, it } from 'vitest';
import { ALL_KINGDOMS, WORLDS, canonicalSlug, characterImageCandidates, findCharacter, findWorld } from './worlds-data';

describe('worlds data', () => {
  it('has the six map worlds in spec order', () => {
    expect(WORLDS.map((w) => w.slug)).toEqual(['thailandia', 'chilandia', 'indillandia', 'brazilandia', 'australandia', 'amerilandia']);
  });

  it('lists 14 kingdoms, including every map world', () => {
    expect(ALL_KINGDOMS).toHaveLength(14);
    for (const w of WORLDS) expect(ALL_KINGDOMS).toContain(w.title);
  });

  it('maps the aliases', () => {
    expect(canonicalSlug('chinadia')).toBe('chilandia');
    expect(canonicalSlug('indilandia')).toBe('indillandia');
    expect(findWorld('chinadia')?.slug).toBe('chilandia');
    expect(findWorld('atlantis')).toBeUndefined();
    expect(findWorld(undefined)).toBeUndefined();
  });

  it('finds characters only in their own world', () => {
    expect(findCharacter(findWorld('thailandia'), 'turian')?.title).toBe('Turian the Durian');
    expect(findCharacter(findWorld('brazilandia'), 'turian')).toBeUndefined();
    expect(findCharacter(findWorld('thailandia'), undefined)).toBeUndefined();
  });

  it('tries png, jpg, jpeg, webp in that order, among the files the build has', () => {
    const all = new Set(['png', 'jpg', 'jpeg', 'webp'].map((ext) => `/worlds/thailandia/characters/mali.${ext}`));
    expect(characterImageCandidates('thailandia', 'mali', all)).toEqual([
      '/worlds/thailandia/characters/mali.png',
      '/worlds/thailandia/characters/mali.jpg',
      '/worlds/thailandia/characters/mali.jpeg',
      '/worlds/thailandia/characters/mali.webp',
    ]);
    const some = new Set(['/worlds/thailandia/characters/mali.webp', '/worlds/thailandia/characters/mali.jpg', '/worlds/thailandia/characters/chang.png']);
    expect(characterImageCandidates('thailandia', 'mali', some)).toEqual(['/worlds/thailandia/characters/mali.jpg', '/worlds/thailandia/characters/mali.webp']);
    expect(characterImageCandidates('thailandia', 'turian', some)).toEqual([]);
  });

  it('gives every image real alt text', () => {
    for (const w of WORLDS) {
      expect(w.imgAlt.length).toBeGreaterThan(20);
      for (const c of w.characters) expect(c.alt.length).toBeGreaterThan(20);
    }
  });
});
