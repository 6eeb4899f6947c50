import { describe, expect, it } from 'vitest';
import { TEACHERS, filterTeachers } from './teachers';

const names = (query: string) => filterTeachers(TEACHERS, query).map((t) => t.name);

describe('teacher samples', () => {
  it('has 5 teachers with unique ids and every field filled', () => {
    expect(TEACHERS).toHaveLength(5);
    expect(new Set(TEACHERS.map((t) => t.id)).size).toBe(5);
    for (const t of TEACHERS) for (const field of [t.id, t.name, t.kingdom, t.specialty]) expect(field.trim()).not.toBe('');
  });
});

describe('teacher search', () => {
  it('empty query lists everyone', () => {
    expect(names('')).toHaveLength(5);
  });
  it('matches by name, case-insensitively', () => {
    expect(names('kru MALEE')).toEqual(['Kru Malee']);
  });
  it('matches by kingdom', () => {
    expect(names('brazilandia')).toEqual(['Dona Flor']);
  });
  it('matches by specialty', () => {
    expect(names('reef')).toEqual(['Auntie June']);
    expect(names('WEATHER')).toEqual(['Guru Anand']);
  });
  it('gives nothing for an unknown word', () => {
    expect(names('dragons')).toEqual([]);
  });
});
