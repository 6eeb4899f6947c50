/**
 * The worlds a passport has stamp cards for: the six map worlds plus Musiclandia,
 * which the karaoke stamps (spec §9).
 */
export interface PassportWorld {
  slug: string;
  title: string;
}

export const PASSPORT_WORLDS: readonly PassportWorld[] = [
  { slug: 'thailandia', title: 'Thailandia' },
  { slug: 'chilandia', title: 'Chilandia' },
  { slug: 'indillandia', title: 'Indillandia' },
  { slug: 'brazilandia', title: 'Brazilandia' },
  { slug: 'australandia', title: 'Australandia' },
  { slug: 'amerilandia', title: 'Amerilandia' },
  { slug: 'musiclandia', title: 'Musiclandia' },
];

/** Display title of a slug; unknown slugs (older data, other apps) show as stored. */
export function worldTitle(slug: string): string {
  return PASSPORT_WORLDS.find((w) => w.slug === slug)?.title ?? slug;
}

/** Demo actions (spec §9). */
export const DEMO_STAMP = { title: 'Explorer Stamp', note: 'Demo progress' } as const;
export const DEMO_BADGE = { code: 'first-steps', label: 'First Steps' } as const;
