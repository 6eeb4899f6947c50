import { describe, expect, it } from 'vitest';
import { LANGUAGES, findLanguage, languageHref } from './languages';
import { countToTen, type Phrasebook } from './phrasebook';

const book = (slug: string): Phrasebook => findLanguage(slug);
const column = (slug: string, key: 'numeral' | 'word' | 'say') => book(slug).count.map((c) => c[key]);

describe('the six phrasebooks', () => {
  it('are the spec’s kingdoms and languages, in order, with the right lang codes', () => {
    expect(LANGUAGES.map((l) => [l.slug, l.kingdom, l.language, l.lang])).toEqual([
      ['thailandia', 'Thailandia', 'Thai', 'th'],
      ['chinadia', 'Chinadia', 'Mandarin', 'zh'],
      ['indillandia', 'Indillandia', 'Hindi', 'hi'],
      ['brazilandia', 'Brazilandia', 'Portuguese', 'pt'],
      ['australandia', 'Australandia', 'English', 'en'],
      ['amerilandia', 'Amerilandia', 'English', 'en'],
    ]);
  });
  it.each(LANGUAGES.map((l) => [l.slug, l] as const))('%s has phrases, alphabet, 10 counts 1..10 and two described images', (_slug, l) => {
    expect(l.hello.text && l.hello.say && l.thankyou.text && l.thankyou.say).toBeTruthy();
    expect(l.alphabet.length).toBeGreaterThanOrEqual(3);
    expect(l.count).toHaveLength(10);
    expect(l.count.map((c) => c.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const pic of [l.hero, l.secondary]) {
      expect(pic.src).toBeTruthy();
      expect(pic.alt.length).toBeGreaterThan(15);
    }
    expect(l.hero.src).not.toBe(l.secondary.src);
  });
});

describe('Thai (Thailandia)', () => {
  it('hello and thank you', () => {
    expect(book('thailandia').hello.text).toBe('สวัสดี');
    expect(book('thailandia').hello.say).toContain('sawatdee');
    expect(book('thailandia').thankyou.text).toBe('ขอบคุณ');
    expect(book('thailandia').thankyou.say).toContain('khop khun');
  });
  it('counts with Thai digits ๑–๑๐ (U+0E51…U+0E59, then ๑๐)', () => {
    expect(column('thailandia', 'numeral')).toEqual(['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘', '๙', '๑๐']);
    const expected = [0x0e51, 0x0e52, 0x0e53, 0x0e54, 0x0e55, 0x0e56, 0x0e57, 0x0e58, 0x0e59].map((c) => String.fromCodePoint(c));
    expect(column('thailandia', 'numeral')).toEqual([...expected, '\u0e51\u0e50']);
    expect(column('thailandia', 'word')).toEqual(['หนึ่ง', 'สอง', 'สาม', 'สี่', 'ห้า', 'หก', 'เจ็ด', 'แปด', 'เก้า', 'สิบ']);
    expect(column('thailandia', 'say')).toEqual(['nueng', 'song', 'sam', 'si', 'ha', 'hok', 'chet', 'paet', 'kao', 'sip']);
  });
});

describe('Mandarin (Chinadia)', () => {
  it('hello and thank you', () => {
    expect(book('chinadia').hello.text).toBe('你好');
    expect(book('chinadia').hello.say).toContain('nǐ hǎo');
    expect(book('chinadia').thankyou.text).toBe('谢谢');
    expect(book('chinadia').thankyou.say).toContain('xièxie');
  });
  it('counts 一 to 十 with pinyin and tone marks', () => {
    expect(column('chinadia', 'numeral').join('')).toBe('一二三四五六七八九十');
    expect(column('chinadia', 'say')).toEqual(['yī', 'èr', 'sān', 'sì', 'wǔ', 'liù', 'qī', 'bā', 'jiǔ', 'shí']);
  });
});

describe('Hindi (Indillandia)', () => {
  it('hello and thank you', () => {
    expect(book('indillandia').hello.text).toBe('नमस्ते');
    expect(book('indillandia').hello.say).toContain('namaste');
    expect(book('indillandia').thankyou.text).toBe('धन्यवाद');
    expect(book('indillandia').thankyou.say).toContain('dhanyavaad');
  });
  it('counts with Devanagari digits १–१० (U+0967…U+096F, then १०)', () => {
    const expected = [0x0967, 0x0968, 0x0969, 0x096a, 0x096b, 0x096c, 0x096d, 0x096e, 0x096f].map((c) => String.fromCodePoint(c));
    expect(column('indillandia', 'numeral')).toEqual([...expected, '\u0967\u0966']);
    expect(column('indillandia', 'numeral')).toEqual(['१', '२', '३', '४', '५', '६', '७', '८', '९', '१०']);
    expect(column('indillandia', 'word')).toEqual(['एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस']);
    expect(column('indillandia', 'say')).toEqual(['ek', 'do', 'teen', 'chaar', 'paanch', 'chhah', 'saat', 'aath', 'nau', 'das']);
  });
});

describe('Portuguese (Brazilandia)', () => {
  it('hello and thank you (obrigado / obrigada)', () => {
    expect(book('brazilandia').hello.text).toBe('Olá');
    expect(book('brazilandia').thankyou.text).toBe('Obrigado / Obrigada');
  });
  it('counts um … dez with Latin digits', () => {
    expect(column('brazilandia', 'numeral')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(column('brazilandia', 'word')).toEqual(['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez']);
  });
});

describe('English (Australandia, Amerilandia)', () => {
  it.each(['australandia', 'amerilandia'])('%s: Hello, Thank you, one … ten with Latin digits 1–10', (slug) => {
    expect(book(slug).hello.text).toBe('Hello');
    expect(book(slug).thankyou.text).toBe('Thank you');
    expect(column(slug, 'numeral')).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(column(slug, 'word')).toEqual(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']);
  });
  it('Australians say “zed”, Americans “zee”', () => {
    expect(book('australandia').alphabet.find((l) => l.glyph === 'Z z')?.say).toBe('zed');
    expect(book('amerilandia').alphabet.find((l) => l.glyph === 'Z z')?.say).toBe('zee');
  });
});

describe('slug lookup', () => {
  it('finds each language by slug', () => {
    expect(findLanguage('brazilandia').language).toBe('Portuguese');
  });
  it.each(['atlantis', '', undefined, 'THAILANDIA', 'toString'])('falls back to Thailandia for %j', (slug) => {
    expect(findLanguage(slug).slug).toBe('thailandia');
  });
  it('links to /naturversity/languages/{slug}', () => {
    expect(languageHref('chinadia')).toBe('/naturversity/languages/chinadia');
  });
  it('countToTen refuses a list that is not ten long', () => {
    expect(() => countToTen(['1'], ['one'], ['wun'])).toThrow();
  });
});
