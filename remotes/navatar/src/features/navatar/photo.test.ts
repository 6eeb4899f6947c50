import { describe, expect, it } from 'vitest';
import { fitWithin, isImageFile } from './photo';

describe('photo rules', () => {
  it('accepts image files only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'image/jpeg' })).toBe(true);
    expect(isImageFile({ type: 'text/plain' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('scales the longest side down to 256 px, keeping the shape, never enlarging', () => {
    expect(fitWithin(1200, 900)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(900, 3000)).toEqual({ width: 77, height: 256 });
    expect(fitWithin(100, 50)).toEqual({ width: 100, height: 50 });
    expect(fitWithin(0, 0)).toEqual({ width: 1, height: 1 });
  });
});
