/**
 * Rolling a Navatar: a species from its base's list and 3 distinct powers. The
 * random source is injected so tests (and anyone wanting a repeatable roll) can seed it.
 */
import { POWERS, POWERS_PER_NAVATAR, SPECIES, type NavatarBase } from './content';

export type RandomSource = () => number;

export interface Navatar {
  id: string;
  name: string;
  base: NavatarBase;
  species: string;
  powers: string[];
  backstory: string;
  /** A small JPEG data URL (scaled down before it is ever stored). */
  imageDataUrl?: string;
  /** ISO date-time. */
  createdAt: string;
}

function pickIndex(random: RandomSource, length: number): number {
  return Math.min(length - 1, Math.floor(random() * length));
}

export function rollSpecies(base: NavatarBase, random: RandomSource): string {
  const list = SPECIES[base];
  return list[pickIndex(random, list.length)] ?? list[0]!;
}

/** `count` distinct powers: a partial Fisher–Yates shuffle of the pool. */
export function rollPowers(random: RandomSource, count = POWERS_PER_NAVATAR): string[] {
  const pool = [...POWERS];
  for (let i = 0; i < count; i += 1) {
    const j = i + pickIndex(random, pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * A freshly rolled character of `base`. Name, backstory and photo carry over from
 * `keep` (the family's own words stay when they hit Randomize); species, powers,
 * id and created date are new, because it is a new character.
 */
export function rollNavatar(
  base: NavatarBase,
  random: RandomSource,
  now: Date,
  keep: Partial<Pick<Navatar, 'name' | 'backstory' | 'imageDataUrl'>> = {},
): Navatar {
  return {
    id: `navatar-${now.getTime()}-${Math.floor(random() * 1e9).toString(36)}`,
    name: keep.name ?? '',
    base,
    species: rollSpecies(base, random),
    powers: rollPowers(random),
    backstory: keep.backstory ?? '',
    ...(keep.imageDataUrl ? { imageDataUrl: keep.imageDataUrl } : {}),
    createdAt: now.toISOString(),
  };
}

/** What the card and the library call a Navatar: its trimmed name, else its species. */
export function displayName(navatar: Pick<Navatar, 'name' | 'species'>): string {
  return navatar.name.trim() || navatar.species;
}
