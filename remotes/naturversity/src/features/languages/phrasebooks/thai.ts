import hero from '../../../assets/languages/thailandia-hero.svg';
import secondary from '../../../assets/languages/thailandia-elephant.svg';
import { countToTen, type Phrasebook } from '../phrasebook';

export const THAI: Phrasebook = {
  slug: 'thailandia',
  kingdom: 'Thailandia',
  language: 'Thai',
  lang: 'th',
  intro: 'Thai is spoken in Thailand. It is a tonal language: the same sound said higher or lower can mean a different word.',
  hello: { text: 'สวัสดี', say: 'sawatdee (sa-wat-dee)', meaning: 'Hello. Say it with a wai: palms together and a small bow.' },
  thankyou: { text: 'ขอบคุณ', say: 'khop khun (kop-koon)', meaning: 'Thank you.' },
  alphabetNote: 'Thai has 44 consonant letters. Each letter has a helper word, like “ko kai” (chicken) for ก.',
  alphabet: [
    { glyph: 'ก', say: 'ko kai', hint: 'chicken letter: k, as in “skip”' },
    { glyph: 'ข', say: 'kho khai', hint: 'egg letter: kh, as in “kite”' },
    { glyph: 'ง', say: 'ngo ngu', hint: 'snake letter: ng, as in “sing”' },
    { glyph: 'ม', say: 'mo ma', hint: 'horse letter: m, as in “moon”' },
    { glyph: 'ส', say: 'so suea', hint: 'tiger letter: s, as in “sun”' },
  ],
  count: countToTen(
    ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘', '๙', '๑๐'],
    ['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ'],
    ['nueng', 'song', 'sam', 'si', 'ha', 'hok', 'chet', 'paet', 'kao', 'sip'],
  ),
  hero: { src: hero, alt: 'A golden temple roof beside a river, with a long-tail boat and a bright sun' },
  secondary: { src: secondary, alt: 'A smiling grey elephant spraying water from its trunk', caption: 'The elephant is a much-loved symbol of Thailand.' },
};
