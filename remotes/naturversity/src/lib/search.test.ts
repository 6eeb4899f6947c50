import { describe, expect, it } from 'vitest';
import { filterByQuery, matchesQuery, normaliseQuery } from './search';

describe('search rule', () => {
  it('trims and lower-cases the query', () => {
    expect(normaliseQuery('  RiVeR ')).toBe('river');
  });
  it('an empty or blank query matches everything', () => {
    expect(matchesQuery(['anything'], '')).toBe(true);
    expect(matchesQuery(['anything'], '   ')).toBe(true);
  });
  it('matches any field, case-insensitively, as a substring', () => {
    expect(matchesQuery(['Kru Malee', 'Thailandia'], 'THAI')).toBe(true);
    expect(matchesQuery(['Kru Malee', 'Thailandia'], 'male')).toBe(true);
    expect(matchesQuery(['Kru Malee', 'Thailandia'], 'brazil')).toBe(false);
  });
  it('filterByQuery keeps order and only the matches', () => {
    const items = [{ n: 'Apple' }, { n: 'Banana' }, { n: 'apricot' }];
    expect(filterByQuery(items, 'ap', (i) => [i.n])).toEqual([{ n: 'Apple' }, { n: 'apricot' }]);
    expect(filterByQuery(items, 'zzz', (i) => [i.n])).toEqual([]);
  });
});
