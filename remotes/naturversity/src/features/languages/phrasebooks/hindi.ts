import hero from '../../../assets/languages/indillandia-hero.svg';
import secondary from '../../../assets/languages/indillandia-lotus.svg';
import { countToTen, type Phrasebook } from '../phrasebook';

export const HINDI: Phrasebook = {
  slug: 'indillandia',
  kingdom: 'Indillandia',
  language: 'Hindi',
  lang: 'hi',
  intro: 'Hindi is one of the most spoken languages in India. It is written in the Devanagari script, from left to right.',
  hello: { text: 'नमस्ते', say: 'namaste (nuh-mus-tay)', meaning: 'Hello. Say it with palms pressed together.' },
  thankyou: { text: 'धन्यवाद', say: 'dhanyavaad (dhun-yuh-vaad)', meaning: 'Thank you.' },
  alphabetNote: 'In Devanagari, most letters hang from a line across the top of the word, called the shirorekha.',
  alphabet: [
    { glyph: 'अ', say: 'a', hint: 'a short “uh”, as in “about”' },
    { glyph: 'आ', say: 'aa', hint: 'a long “aa”, as in “father”' },
    { glyph: 'क', say: 'ka', hint: 'k, as in “skate”' },
    { glyph: 'ग', say: 'ga', hint: 'g, as in “go”' },
    { glyph: 'म', say: 'ma', hint: 'm, as in “mango”' },
    { glyph: 'न', say: 'na', hint: 'n, as in “nose”' },
  ],
  count: countToTen(
    ['१', '२', '३', '४', '५', '६', '७', '८', '९', '१०'],
    ['एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'],
    ['ek', 'do', 'teen', 'chaar', 'paanch', 'chhah', 'saat', 'aath', 'nau', 'das'],
  ),
  hero: { src: hero, alt: 'A white domed palace by a pond, with a blue peacock and an orange sunset sky' },
  secondary: { src: secondary, alt: 'A pink lotus flower floating on green lily pads', caption: 'The lotus is the national flower of India.' },
};
