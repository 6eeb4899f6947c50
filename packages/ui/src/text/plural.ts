/**
 * Wherever a count meets a noun, the noun takes the form English gives that
 * count ("1 scene", "3 scenes", "0 scenes"), never "scene(s)". The choice is the platform's
 * own (Intl.PluralRules), so a count like 1.5 or -1 is worded as a reader expects too.
 * An unshared subpath, '@naturverse/ui/plural', that each part bundles (a few lines): a hub
 * using it still runs on the ui of an older shell, and the shared ui's version stays.
 */
// made at the first count worded, not at import: the shell's header loads this with the first paint
let english: Intl.PluralRules | undefined;

/** The word for `count`: `one` when English says "one", else `other` (default: `one` + "s"). */
export function plural(count: number, one: string, other = `${one}s`): string {
  english ??= new Intl.PluralRules('en');
  return english.select(count) === 'one' ? one : other;
}

/** The count and its word: countOf(3, 'question') is "3 questions"; countOf(1, 'story', 'stories') is "1 story". */
export function countOf(count: number, one: string, other = `${one}s`): string {
  return `${count} ${plural(count, one, other)}`;
}
