import australandiaHero from '../../../assets/languages/australandia-hero.svg';
import koala from '../../../assets/languages/australandia-koala.svg';
import amerilandiaHero from '../../../assets/languages/amerilandia-hero.svg';
import bison from '../../../assets/languages/amerilandia-bison.svg';
import { LATIN_DIGITS, countToTen, type Letter, type Phrasebook } from '../phrasebook';

const ENGLISH_COUNT = countToTen(
  LATIN_DIGITS,
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
  ['wun', 'too', 'three', 'for', 'fyve', 'siks', 'SEV-un', 'ayt', 'nyne', 'ten'],
);

const HELLO = { text: 'Hello', say: 'heh-LOH', meaning: 'A friendly greeting for any time of day.' };
const THANK_YOU = { text: 'Thank you', say: 'THANGK-yoo', meaning: 'What you say when someone helps you or gives you something.' };
const ALPHABET_NOTE = 'English uses 26 letters. Every letter has a name, and many letters make more than one sound.';

function letters(zedOrZee: 'zed' | 'zee', words: { a: string; b: string; k: string }): Letter[] {
  return [
    { glyph: 'A a', say: 'ay', hint: `a, as in “${words.a}”` },
    { glyph: 'B b', say: 'bee', hint: `b, as in “${words.b}”` },
    { glyph: 'C c', say: 'see', hint: 'k, as in “cat”, or s, as in “city”' },
    { glyph: 'K k', say: 'kay', hint: `k, as in “${words.k}”` },
    { glyph: 'Z z', say: zedOrZee, hint: `z, as in “zebra” (${zedOrZee === 'zed' ? 'Australians' : 'Americans'} call it “${zedOrZee}”)` },
  ];
}

export const AUSTRALIAN_ENGLISH: Phrasebook = {
  slug: 'australandia',
  kingdom: 'Australandia',
  language: 'English',
  lang: 'en',
  intro: 'English is the main language of Australia. Friends often greet each other with a cheerful “G’day!”.',
  hello: HELLO,
  thankyou: THANK_YOU,
  alphabetNote: ALPHABET_NOTE,
  alphabet: letters('zed', { a: 'apple', b: 'billabong', k: 'koala' }),
  count: ENGLISH_COUNT,
  hero: { src: australandiaHero, alt: 'A big red rock in a sandy desert at sunset, with a kangaroo hopping past' },
  secondary: { src: koala, alt: 'A fluffy grey koala hugging a eucalyptus branch', caption: 'Koalas sleep up to 20 hours a day in eucalyptus trees.' },
};

export const AMERICAN_ENGLISH: Phrasebook = {
  slug: 'amerilandia',
  kingdom: 'Amerilandia',
  language: 'English',
  lang: 'en',
  intro: 'English is the most common language in the United States, where people also speak Spanish and many other languages.',
  hello: HELLO,
  thankyou: THANK_YOU,
  alphabetNote: ALPHABET_NOTE,
  alphabet: letters('zee', { a: 'acorn', b: 'bison', k: 'kayak' }),
  count: ENGLISH_COUNT,
  hero: { src: amerilandiaHero, alt: 'Snowy mountains above a pine forest and a calm blue lake' },
  secondary: { src: bison, alt: 'A brown shaggy bison standing on green grass', caption: 'Bison roam the grasslands of North America.' },
};
