import { describe, expect, it, vi } from 'vitest';
import { keepValid, parseBadge, parseStamp } from './rows';

const STAMP = { id: 's1', user_id: 'u1', world: 'chilandia', title: 'Explorer Stamp', note: 'Demo progress', created_at: '2026-11-21T10:00:00Z' };
const BADGE = { id: 'b1', user_id: 'u1', code: 'first-steps', label: 'First Steps', created_at: '2026-11-21T10:00:00Z' };

describe('parseStamp / parseBadge: one parser for stored and server rows', () => {
  it('keeps a well-formed row, and reads a null note (allowed by the schema) as no note', () => {
    expect(parseStamp(STAMP)).toEqual(STAMP);
    expect(parseStamp({ ...STAMP, note: null })).toEqual({ ...STAMP, note: '' });
    expect(parseBadge(BADGE)).toEqual(BADGE);
  });

  it('refuses rows that would render as an empty item', () => {
    for (const bad of [
      null,
      [],
      'x',
      { ...STAMP, title: '' },
      { ...STAMP, world: 7 },
      { ...STAMP, created_at: 'soon' },
      { ...STAMP, id: undefined },
      { ...STAMP, note: 3 },
    ]) {
      expect(parseStamp(bad)).toBeNull();
    }
    for (const bad of [
      { ...BADGE, label: '' },
      { ...BADGE, code: null },
      { ...BADGE, created_at: 1 },
    ])
      expect(parseBadge(bad)).toBeNull();
  });

  it('keepValid keeps the good rows in order and reports each dropped one', () => {
    const dropped = vi.fn();
    expect(keepValid([STAMP, { title: '' }, { ...STAMP, id: 's2' }], parseStamp, dropped)).toEqual([STAMP, { ...STAMP, id: 's2' }]);
    expect(dropped).toHaveBeenCalledExactlyOnceWith({ title: '' });
  });
});
