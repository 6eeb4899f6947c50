import { describe, expect, it } from 'vitest';
import { modeStatusText, newestFirst, stampCountLabel, worldStampCounts } from './passport-logic';
import { PASSPORT_WORLDS, worldTitle } from './worlds';

describe('stampCountLabel', () => {
  it('pluralises: 0 stamps, 1 stamp, 2 stamps', () => {
    expect(stampCountLabel(0)).toBe('0 stamps');
    expect(stampCountLabel(1)).toBe('1 stamp');
    expect(stampCountLabel(2)).toBe('2 stamps');
    expect(stampCountLabel(11)).toBe('11 stamps');
  });
});

describe('worldStampCounts', () => {
  const worlds = PASSPORT_WORLDS.map((w) => w.slug);

  it('adds auto-stamp counts and passport entries per world', () => {
    const counts = worldStampCounts(worlds, { musiclandia: 2, thailandia: 1 }, [{ world: 'thailandia' }, { world: 'thailandia' }, { world: 'chilandia' }]);
    expect(counts).toEqual({
      thailandia: 3,
      chilandia: 1,
      indillandia: 0,
      brazilandia: 0,
      australandia: 0,
      amerilandia: 0,
      musiclandia: 2,
    });
  });

  it('ignores worlds that have no card', () => {
    const counts = worldStampCounts(['thailandia'], { japonica: 4 }, [{ world: 'japonica' }]);
    expect(counts).toEqual({ thailandia: 0 });
  });
});

describe('the passport worlds', () => {
  it('are the six map worlds plus Musiclandia, with display titles', () => {
    expect(PASSPORT_WORLDS.map((w) => `${w.slug}:${w.title}`)).toEqual([
      'thailandia:Thailandia',
      'chilandia:Chilandia',
      'indillandia:Indillandia',
      'brazilandia:Brazilandia',
      'australandia:Australandia',
      'amerilandia:Amerilandia',
      'musiclandia:Musiclandia',
    ]);
    expect(worldTitle('unknown-world')).toBe('unknown-world');
  });
});

describe('newestFirst', () => {
  it('orders by created_at descending without mutating the input', () => {
    const input = [
      { id: 'a', created_at: '2026-01-01T10:00:00Z' },
      { id: 'c', created_at: '2026-03-01T10:00:00Z' },
      { id: 'b', created_at: '2026-02-01T10:00:00Z' },
    ];
    expect(newestFirst(input).map((x) => x.id)).toEqual(['c', 'b', 'a']);
    expect(input.map((x) => x.id)).toEqual(['a', 'c', 'b']);
  });
});

describe('modeStatusText', () => {
  it('says which mode the passport is in, in the spec’s words', () => {
    expect(modeStatusText('local')).toBe('Local demo mode.');
    expect(modeStatusText('synced')).toBe('Synced to your account.');
  });
});
