import { describe, expect, it } from 'vitest';
import { formatCreated } from './created-date';

describe('formatCreated', () => {
  it('formats a date as toLocaleDateString would, and gives nothing for garbage', () => {
    const iso = '2026-11-21T10:00:00Z';
    const options = { year: 'numeric', month: 'short', day: 'numeric' } as const;
    expect(formatCreated(iso)).toBe(new Date(iso).toLocaleDateString(undefined, options));
    expect(formatCreated(iso)).toContain('2026');
    expect(formatCreated('not a date')).toBe('');
  });
});
