import { describe, expect, it } from 'vitest';
import { formatDate, formatNatur } from './format';

describe('NaturBank wording', () => {
  it('formats NATUR amounts', () => {
    expect(formatNatur(120)).toBe('120 NATUR');
    expect(formatNatur(12.5)).toBe('12.5 NATUR');
  });

  it('shows a date with its year, nothing for garbage', () => {
    expect(formatDate('2026-11-21T10:00:00Z')).toContain('2026');
    expect(formatDate('nope')).toBe('');
  });
});
