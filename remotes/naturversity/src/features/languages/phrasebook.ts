/** Spec §3 Language phrasebook: hello, thank you, alphabet, count to ten, hero and secondary images. */

/** BCP 47 codes for the languages' own text, so screen readers switch voice. */
export type LangCode = 'th' | 'zh' | 'hi' | 'pt' | 'en';

export interface Phrase {
  /** The phrase in its own script (marked with the page's lang code). */
  text: string;
  /** How to say it, in Latin letters. */
  say: string;
  /** What it means, or a tip for using it (English). */
  meaning: string;
}

export interface Letter {
  glyph: string;
  say: string;
  hint: string;
}

export interface CountEntry {
  number: number;
  /** The numeral as written in the language (Thai and Devanagari digits, Chinese characters, 1–10). */
  numeral: string;
  /** The number word in the language's script. */
  word: string;
  say: string;
}

export interface Picture {
  src: string;
  alt: string;
  caption?: string;
}

export interface Phrasebook {
  slug: string;
  kingdom: string;
  language: string;
  lang: LangCode;
  intro: string;
  hello: Phrase;
  thankyou: Phrase;
  alphabetNote: string;
  alphabet: readonly Letter[];
  count: readonly CountEntry[];
  hero: Picture;
  secondary: Picture;
}

/** Build the count list from ten numerals, ten words and ten pronunciations (in order 1..10). */
export function countToTen(numerals: readonly string[], words: readonly string[], says: readonly string[]): CountEntry[] {
  if (numerals.length !== 10 || words.length !== 10 || says.length !== 10) {
    throw new Error('count to ten needs exactly ten numerals, words and pronunciations');
  }
  return numerals.map((numeral, i) => ({ number: i + 1, numeral, word: words[i] ?? '', say: says[i] ?? '' }));
}

/** Latin digits 1–10, as written in Portuguese and English. */
export const LATIN_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;
