import { describe, expect, it } from 'vitest';
import { formatNatur } from './format';

describe('NaturBank wording', () => {
  it('formats NATUR amounts', () => {
    expect(formatNatur(120)).toBe('120 NATUR');
    expect(formatNatur(12.5)).toBe('12.5 NATUR');
  });
});
