import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { open } from './helpers';

const BOOKS = [
  {
    slug: 'thailandia',
    heading: 'Thailandia: Thai',
    lang: 'th',
    hello: 'สวัสดี',
    thanks: 'ขอบคุณ',
    numerals: ['๑', '๒', '๓', '๔', '๕', '๖', '๗', '๘', '๙', '๑๐'],
    say: ['nueng', 'song', 'sam', 'si', 'ha', 'hok', 'chet', 'paet', 'kao', 'sip'],
  },
  {
    slug: 'chinadia',
    heading: 'Chinadia: Mandarin',
    lang: 'zh',
    hello: '你好',
    thanks: '谢谢',
    numerals: ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
    say: ['yī', 'èr', 'sān', 'sì', 'wǔ', 'liù', 'qī', 'bā', 'jiǔ', 'shí'],
  },
  {
    slug: 'indillandia',
    heading: 'Indillandia: Hindi',
    lang: 'hi',
    hello: 'नमस्ते',
    thanks: 'धन्यवाद',
    numerals: ['१', '२', '३', '४', '५', '६', '७', '८', '९', '१०'],
    say: ['ek', 'do', 'teen', 'chaar', 'paanch', 'chhah', 'saat', 'aath', 'nau', 'das'],
  },
  {
    slug: 'brazilandia',
    heading: 'Brazilandia: Portuguese',
    lang: 'pt',
    hello: 'Olá',
    thanks: 'Obrigado / Obrigada',
    numerals: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    say: ['oong', 'doys', 'trehs', 'KWAH-troo', 'SEEN-koo', 'says', 'SEH-chee', 'OY-too', 'NOH-vee', 'dehs'],
  },
  {
    slug: 'australandia',
    heading: 'Australandia: English',
    lang: 'en',
    hello: 'Hello',
    thanks: 'Thank you',
    numerals: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    say: ['wun', 'too', 'three', 'for', 'fyve', 'siks', 'SEV-un', 'ayt', 'nyne', 'ten'],
  },
  {
    slug: 'amerilandia',
    heading: 'Amerilandia: English',
    lang: 'en',
    hello: 'Hello',
    thanks: 'Thank you',
    numerals: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    say: ['wun', 'too', 'three', 'for', 'fyve', 'siks', 'SEV-un', 'ayt', 'nyne', 'ten'],
  },
] as const;

type Book = (typeof BOOKS)[number];

/** The phrasebook page's content, in the language, with lang set on the native text. */
async function expectPhrasebook(page: Page, book: Book) {
  await expect(page.getByRole('heading', { level: 1, name: book.heading })).toBeVisible();
  const hero = page.getByRole('main').getByRole('img').first(); // the header's icons are images too
  await expect(hero).toHaveAttribute('width', '480');
  await expect(hero).toHaveAttribute('height', '270');
  expect((await hero.getAttribute('alt'))?.length).toBeGreaterThan(15);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  for (const name of ['Starter phrases', 'Alphabet basics', 'Count to ten']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByTestId('phrase-hello').locator(`[lang="${book.lang}"]`)).toHaveText(book.hello);
  await expect(page.getByTestId('phrase-thankyou').locator(`[lang="${book.lang}"]`)).toHaveText(book.thanks);
  expect(await page.locator(`.nv-nu-letters [lang="${book.lang}"]`).count()).toBeGreaterThanOrEqual(3);

  const numerals = page.getByTestId('numeral');
  await expect(numerals).toHaveText([...book.numerals]);
  for (const cell of await numerals.all()) await expect(cell).toHaveAttribute('lang', book.lang);
  await expect(page.getByRole('table').locator('tbody td.nv-nu-say')).toHaveText([...book.say]);

  const secondary = page.getByRole('figure').getByRole('img');
  await secondary.scrollIntoViewIfNeeded();
  expect((await secondary.getAttribute('alt'))?.length).toBeGreaterThan(15);
  await expect.poll(() => secondary.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test('6 phrasebook cards, each linking to its language page', { tag: ['@naturversity'] }, async ({ page }) => {
  await open(page, '/naturversity/languages', 'Languages');
  const cards = page.getByRole('list', { name: 'Phrasebooks' }).getByRole('link');
  await expect(cards).toHaveCount(6);
  for (const [i, book] of BOOKS.entries()) {
    await expect(cards.nth(i)).toHaveAttribute('href', `/naturversity/languages/${book.slug}`);
    await expect(cards.nth(i)).toContainText(book.heading);
  }
  await cards.filter({ hasText: 'Thailandia' }).click();
  await expect(page).toHaveURL('/naturversity/languages/thailandia');
  await expectPhrasebook(page, BOOKS[0]);
});

for (const book of BOOKS) {
  test(`${book.slug}: hero, hello and thank you, alphabet, count to ten and secondary image`, { tag: ['@naturversity'] }, async ({ page }) => {
    await page.goto(`/naturversity/languages/${book.slug}`);
    await expectPhrasebook(page, book);
  });
}

test('an unknown language slug shows the Thai page', { tag: ['@naturversity'] }, async ({ page }) => {
  await page.goto('/naturversity/languages/atlantis');
  await expectPhrasebook(page, BOOKS[0]);
  await expect(page.getByText('สวัสดี', { exact: true })).toBeVisible();
});

test('phrasebook cards are reachable by keyboard', { tag: ['@naturversity'] }, async ({ page }) => {
  await open(page, '/naturversity/languages', 'Languages');
  const hindi = page.getByRole('link', { name: /Indillandia: Hindi/ });
  await hindi.focus();
  await page.keyboard.press('Enter');
  await expectPhrasebook(page, BOOKS[2]);
});
