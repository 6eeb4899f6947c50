import hero from '../../../assets/languages/chinadia-hero.svg';
import secondary from '../../../assets/languages/chinadia-panda.svg';
import { countToTen, type Phrasebook } from '../phrasebook';

export const MANDARIN: Phrasebook = {
  slug: 'chinadia',
  kingdom: 'Chinadia',
  language: 'Mandarin',
  lang: 'zh',
  intro: 'Mandarin Chinese has more native speakers than any other language in the world. It has four main tones, shown by marks in pinyin: mā, má, mǎ, mà.',
  hello: { text: '你好', say: 'nǐ hǎo (nee how)', meaning: 'Hello.' },
  thankyou: { text: '谢谢', say: 'xièxie (shyeh-shyeh)', meaning: 'Thank you.' },
  alphabetNote:
    'Chinese is written with characters, not letters. Each character is one syllable; pinyin uses Latin letters and tone marks to show how to say it.',
  alphabet: [
    { glyph: '人', say: 'rén', hint: 'person' },
    { glyph: '山', say: 'shān', hint: 'mountain' },
    { glyph: '水', say: 'shuǐ', hint: 'water' },
    { glyph: '木', say: 'mù', hint: 'tree, wood' },
    { glyph: '日', say: 'rì', hint: 'sun, day' },
    { glyph: '月', say: 'yuè', hint: 'moon, month' },
  ],
  count: countToTen(
    ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
    ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
    ['yī', 'èr', 'sān', 'sì', 'wǔ', 'liù', 'qī', 'bā', 'jiǔ', 'shí'],
  ),
  hero: { src: hero, alt: 'Misty green mountains with a red pagoda and tall bamboo stalks' },
  secondary: { src: secondary, alt: 'A black-and-white giant panda sitting and munching bamboo', caption: 'Giant pandas eat bamboo for most of the day.' },
};
