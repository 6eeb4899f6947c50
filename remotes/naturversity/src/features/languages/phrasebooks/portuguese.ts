import hero from '../../../assets/languages/brazilandia-hero.svg';
import secondary from '../../../assets/languages/brazilandia-toucan.svg';
import { LATIN_DIGITS, countToTen, type Phrasebook } from '../phrasebook';

export const PORTUGUESE: Phrasebook = {
  slug: 'brazilandia',
  kingdom: 'Brazilandia',
  language: 'Portuguese',
  lang: 'pt',
  intro: 'Portuguese is the language of Brazil. The pronunciations here follow how people speak in Brazil.',
  hello: { text: 'Olá', say: 'oh-LAH', meaning: 'Hello.' },
  thankyou: {
    text: 'Obrigado / Obrigada',
    say: 'oh-bree-GAH-doo / oh-bree-GAH-dah',
    meaning: 'Thank you. Boys and men say obrigado; girls and women say obrigada.',
  },
  alphabetNote: 'Portuguese uses the same 26 letters as English, plus accents and a few special sounds.',
  alphabet: [
    { glyph: 'ç', say: 'cê-cedilha', hint: 's, as in “sun”: açaí' },
    { glyph: 'ã', say: 'a com til', hint: 'a nasal “ang” sound: mão (hand)' },
    { glyph: 'nh', say: 'ene agá', hint: 'ny, as in “canyon”: ninho (nest)' },
    { glyph: 'lh', say: 'ele agá', hint: 'ly, as in “million”: filho (son)' },
    { glyph: 'ch', say: 'cê agá', hint: 'sh, as in “ship”: chuva (rain)' },
  ],
  count: countToTen(
    LATIN_DIGITS,
    ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez'],
    ['oong', 'doys', 'trehs', 'KWAH-troo', 'SEEN-koo', 'says', 'SEH-chee', 'OY-too', 'NOH-vee', 'dehs'],
  ),
  hero: { src: hero, alt: 'A green rainforest with tall trees along a winding brown river under a blue sky' },
  secondary: { src: secondary, alt: 'A black toucan with a big orange beak perched on a branch', caption: 'Toucans live in the rainforests of Brazil.' },
};
