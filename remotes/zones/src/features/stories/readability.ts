/**
 * A rough reading-level check for the seed stories: words, sentence length and the
 * Flesch–Kincaid grade (0.39·words/sentence + 11.8·syllables/word − 15.59). Syllables are
 * counted by vowel groups, good enough to tell a picture-book sentence from a textbook one.
 */
export interface ReadingStats {
  words: number;
  sentences: number;
  longestSentence: number;
  wordsPerSentence: number;
  grade: number;
}

export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w === '') return 0;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 0);
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])["”]?\s+/)
    .map((s) => s.trim())
    .filter((s) => /[a-z]/i.test(s));
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[a-z]/i.test(w));
}

export function readingStats(text: string): ReadingStats {
  const sentences = sentencesOf(text);
  const words = wordsOf(text);
  const syllables = words.reduce((sum, w) => sum + w.split('-').reduce((s, part) => s + countSyllables(part), 0), 0);
  const wordsPerSentence = words.length / Math.max(1, sentences.length);
  return {
    words: words.length,
    sentences: sentences.length,
    longestSentence: Math.max(0, ...sentences.map((s) => wordsOf(s).length)),
    wordsPerSentence,
    grade: 0.39 * wordsPerSentence + (11.8 * syllables) / Math.max(1, words.length) - 15.59,
  };
}
