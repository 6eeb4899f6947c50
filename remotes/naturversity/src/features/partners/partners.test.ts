import { describe, expect, it } from 'vitest';
import { PARTNERS } from './partners';

describe('partner samples', () => {
  it('has 3 partners with unique ids and every field filled', () => {
    expect(PARTNERS).toHaveLength(3);
    expect(new Set(PARTNERS.map((p) => p.id)).size).toBe(3);
    for (const p of PARTNERS) for (const field of [p.id, p.name, p.focus]) expect(field.trim()).not.toBe('');
  });
});
