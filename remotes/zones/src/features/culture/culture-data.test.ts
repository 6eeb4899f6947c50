import { describe, expect, it } from 'vitest';
import { CULTURE_KINGDOMS, CULTURE_SECTIONS } from './culture-data';

describe('culture cards', () => {
  it('covers the six kingdoms in spec order', () => {
    expect(CULTURE_KINGDOMS.map((k) => k.name)).toEqual(['Thailandia', 'Amerilandia', 'Chilandia', 'Japonica', 'Europalia', 'Africana']);
  });

  it('gives each kingdom its own drawn icon, a file the shell serves', () => {
    const icons = CULTURE_KINGDOMS.map((k) => k.icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of icons) expect(icon).toMatch(/^\/icons\/kingdoms\/[a-z-]+\.svg$/);
  });

  it('has Beliefs, Holidays and Ceremonies lists of 3 to 5 distinct items each', () => {
    expect(CULTURE_SECTIONS.map((s) => s.title)).toEqual(['Beliefs', 'Holidays', 'Ceremonies']);
    for (const kingdom of CULTURE_KINGDOMS) {
      for (const { key } of CULTURE_SECTIONS) {
        const items = kingdom[key];
        expect(items.length, `${kingdom.name} ${key}`).toBeGreaterThanOrEqual(3);
        expect(items.length, `${kingdom.name} ${key}`).toBeLessThanOrEqual(5);
        expect(new Set(items).size).toBe(items.length);
        for (const item of items) expect(item.trim().length).toBeGreaterThan(10);
      }
    }
  });
});
