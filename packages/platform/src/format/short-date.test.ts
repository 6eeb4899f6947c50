import { describe, expect, it } from 'vitest';
import { shortDateFormat } from './short-date.js';

describe('shortDateFormat', () => {
  const formatDate = shortDateFormat();

  it("shows a date as the visitor's locale writes a short date with its year", () => {
    const iso = '2026-11-21T10:00:00Z';
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
    expect(formatDate(iso)).toBe(new Date(iso).toLocaleDateString(undefined, options));
    expect(formatDate(iso)).toContain('2026');
  });

  it('shows nothing for text that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
  });
});
