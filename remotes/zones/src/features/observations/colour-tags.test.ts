import { describe, expect, it } from 'vitest';
import { averageColour, colourTags, toHex, toHsl, type Rgb } from './colour-tags';

/** RGBA pixels of one colour, `count` of them. */
function solid({ r, g, b }: Rgb, count = 64, a = 255): Uint8ClampedArray {
  const data = new Uint8ClampedArray(count * 4);
  for (let i = 0; i < count; i += 1) data.set([r, g, b, a], i * 4);
  return data;
}
const hex = (h: string): Rgb => ({ r: parseInt(h.slice(1, 3), 16), g: parseInt(h.slice(3, 5), 16), b: parseInt(h.slice(5, 7), 16) });

describe('average colour', () => {
  it('of a solid image is that colour', () => {
    expect(averageColour(solid(hex('#2e8b3a')))).toEqual(hex('#2e8b3a'));
    expect(toHex(averageColour(solid(hex('#2e8b3a')))!)).toBe('#2e8b3a');
  });

  it('reads only every 8th pixel', () => {
    // pixel 0, 8, 16, … red; all others blue: the average sees only red
    const data = solid({ r: 0, g: 0, b: 255 }, 64);
    for (let i = 0; i < 64; i += 8) data.set([255, 0, 0, 255], i * 4);
    expect(averageColour(data)).toEqual({ r: 255, g: 0, b: 0 });
    expect(averageColour(data, 1)).toEqual({ r: 32, g: 0, b: 223 });
  });

  it('averages the sampled pixels and skips fully transparent ones', () => {
    const data = new Uint8ClampedArray(3 * 8 * 4);
    data.set([200, 100, 0, 255], 0);
    data.set([0, 0, 0, 0], 8 * 4); // transparent: skipped
    data.set([100, 50, 100, 255], 16 * 4);
    expect(averageColour(data)).toEqual({ r: 150, g: 75, b: 50 });
    expect(averageColour(solid({ r: 9, g: 9, b: 9 }, 16, 0))).toBeNull();
  });

  it('refuses data that is not RGBA', () => {
    expect(() => averageColour(new Uint8ClampedArray(6))).toThrow('RGBA');
  });
});

describe('colour → tags (thresholds beside the code)', () => {
  const cases: Array<[string, string[]]> = [
    ['#2e8b3a', ['nature', 'greenery']], // forest green, hue 128°
    ['#9acd32', ['nature', 'greenery']], // yellow-green, hue 80°
    ['#87ceeb', ['nature', 'sky']], // sky blue, light
    ['#1a4f7a', ['nature', 'water']], // deep blue, dark
    ['#20b2aa', ['nature', 'water']], // sea green-blue, hue 177°, l 0.41
    ['#c71585', ['nature', 'flower']], // magenta pink, hue 322°
    ['#8a2be2', ['nature', 'flower']], // violet, hue 271°
    ['#f4c430', ['nature', 'flower']], // saffron yellow, hue 45°
    ['#ff7f27', ['nature', 'sunset']], // orange, saturated
    ['#d8342c', ['nature', 'sunset']], // red
    ['#8b6f5a', ['nature', 'rock']], // brown, saturation 0.21 < 0.45
    ['#808080', ['nature', 'rock']], // grey
    ['#f8f8f8', ['nature']], // near white: too bright to judge
    ['#101010', ['nature']], // too dark to judge
  ];
  it.each(cases)('%s → %j', (colour, tags) => {
    expect(colourTags(averageColour(solid(hex(colour))))).toEqual(tags);
  });

  it('on the edges: hue 70° is greenery, 69° is flower; lightness 0.55 is sky, below is water', () => {
    expect(toHsl({ r: 212, g: 255, b: 0 }).h).toBeCloseTo(70.1, 1);
    expect(colourTags({ r: 212, g: 255, b: 0 })).toEqual(['nature', 'greenery']);
    expect(toHsl({ r: 214, g: 255, b: 0 }).h).toBeCloseTo(69.6, 1);
    expect(colourTags({ r: 214, g: 255, b: 0 })).toEqual(['nature', 'flower']);
    expect(colourTags({ r: 0, g: 140, b: 255 })).toEqual(['nature', 'water']); // l = 0.5
    expect(colourTags({ r: 30, g: 160, b: 255 })).toEqual(['nature', 'sky']); // l = 0.56
  });

  it('with no colour at all, only nature', () => {
    expect(colourTags(null)).toEqual(['nature']);
  });
});
