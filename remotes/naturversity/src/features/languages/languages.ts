/** The 6 phrasebooks (spec §9 Languages) and slug lookup with the Thailandia fallback. */
import { AMERICAN_ENGLISH, AUSTRALIAN_ENGLISH } from './phrasebooks/english';
import { HINDI } from './phrasebooks/hindi';
import { MANDARIN } from './phrasebooks/mandarin';
import { PORTUGUESE } from './phrasebooks/portuguese';
import { THAI } from './phrasebooks/thai';
import type { Phrasebook } from './phrasebook';

export const LANGUAGES: readonly Phrasebook[] = [THAI, MANDARIN, HINDI, PORTUGUESE, AUSTRALIAN_ENGLISH, AMERICAN_ENGLISH];

/** Spec §2: an unknown (or missing) slug falls back to Thailandia. */
export function findLanguage(slug: string | undefined): Phrasebook {
  return LANGUAGES.find((l) => l.slug === slug) ?? THAI;
}

export function languageHref(slug: string): string {
  return `/naturversity/languages/${slug}`;
}
