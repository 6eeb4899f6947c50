import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from '../support/fixtures';
import { makeWritesFail, readStored } from '../support/storage';
import { POWERS, SPECIES } from '../../remotes/navatar/src/features/navatar/content';

const LIBRARY_KEY = 'naturverse.navatar.library.v1';
const card = (page: Page) => page.getByRole('article').filter({ hasText: 'Character Card' });
const fact = (page: Page, term: string) => card(page).locator(`dt:text-is("${term}") + dd`);
const powers = (page: Page) => card(page).getByRole('listitem');
const libraryItems = (page: Page) => page.getByRole('region', { name: 'Library' }).getByRole('button');

async function openCreator(page: Page) {
  await page.goto('/navatar');
  // the first mount fetches the hub's remote; give a busy machine more than the default 7 s
  await expect(page.getByRole('heading', { level: 1, name: 'Navatar Creator' })).toBeVisible({ timeout: 20_000 });
}

/** Accept the next alert and hand back its text. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

async function expectValidRoll(page: Page, base: keyof typeof SPECIES) {
  await expect(fact(page, 'Base')).toHaveText(base);
  expect(SPECIES[base]).toContain(await fact(page, 'Species').innerText());
  const names = await powers(page).allInnerTexts();
  expect(names).toHaveLength(3);
  expect(new Set(names).size).toBe(3);
  for (const p of names) expect(POWERS).toContain(p);
}

/** A PNG drawn by the browser itself, so the test needs no fixture files. */
async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#2f7d4f';
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = '#f6c343';
      ctx.fillRect(0, 0, w! / 2, h! / 2);
      return canvas.toDataURL('image/png').split(',')[1]!;
    },
    [width, height],
  );
  return Buffer.from(base64, 'base64');
}

test.describe('Navatar Creator', { tag: ['@navatar'] }, () => {
  test('randomize, save, alert, reload, and load from the library', async ({ page }) => {
    await openCreator(page);
    await expect(card(page).getByText('No photo')).toBeVisible();
    await page.getByRole('radio', { name: 'Fruit' }).check();
    await expectValidRoll(page, 'Fruit');
    await page.getByRole('button', { name: 'Randomize' }).click();
    await expectValidRoll(page, 'Fruit');
    const species = await fact(page, 'Species').innerText();
    await expect(page.getByLabel('Name (optional)')).toHaveAttribute('placeholder', species);
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText(species);
    await expect(fact(page, 'Created')).toHaveText(/\d{4}/);

    await page.getByLabel('Name (optional)').fill('  Mango Max  ');
    await page.getByLabel('Backstory').fill('Grew up in a sunny orchard.\nLoves puzzles.');
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Mango Max');
    await expect(card(page)).toContainText('Grew up in a sunny orchard.');
    const fruitPowers = await powers(page).allInnerTexts();
    let alert = nextAlert(page);
    await page.getByRole('button', { name: 'Save Navatar' }).click();
    expect(await alert).toBe('Navatar saved locally!');
    await expect(libraryItems(page)).toHaveText(['Mango Max — Fruit']);
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Mango Max');

    // a second, unnamed Spirit: listed by its species, newest first
    await page.getByRole('radio', { name: 'Spirit' }).check();
    await page.getByLabel('Name (optional)').fill('');
    await expectValidRoll(page, 'Spirit');
    const spirit = await fact(page, 'Species').innerText();
    alert = nextAlert(page);
    await page.getByRole('button', { name: 'Save Navatar' }).click();
    expect(await alert).toBe('Navatar saved locally!');
    await expect(libraryItems(page)).toHaveText([`${spirit} — Spirit`, 'Mango Max — Fruit']);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Navatar Creator' })).toBeVisible({ timeout: 20_000 });
    await expect(libraryItems(page)).toHaveText([`${spirit} — Spirit`, 'Mango Max — Fruit']);
    await libraryItems(page).filter({ hasText: 'Mango Max — Fruit' }).click();
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Mango Max');
    await expect(fact(page, 'Species')).toHaveText(species);
    await expect(powers(page)).toHaveText(fruitPowers);
    await expect(page.getByRole('radio', { name: 'Fruit' })).toBeChecked();
    await expect(page.getByLabel('Backstory')).toHaveValue('Grew up in a sunny orchard.\nLoves puzzles.');
    await expect(page.getByText('Coming soon: AI assisted art & powers, upgrade market, and cross-app use.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the base is a keyboard radio group and rerolls by base', async ({ page }) => {
    await openCreator(page);
    await page.getByRole('radio', { name: 'Animal' }).check();
    await page.getByRole('radio', { name: 'Animal' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Fruit' })).toBeChecked();
    await expectValidRoll(page, 'Fruit');
    await page.keyboard.press('ArrowRight');
    await expectValidRoll(page, 'Insect');
    const rolls = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      await page.getByRole('button', { name: 'Randomize' }).click();
      await expectValidRoll(page, 'Insect');
      rolls.add(`${await fact(page, 'Species').innerText()}|${(await powers(page).allInnerTexts()).join()}`);
    }
    expect(rolls.size).toBeGreaterThan(1); // Randomize really rerolls
  });

  test('photo: images are shown (scaled down), other files are rejected', async ({ page }) => {
    await openCreator(page);
    const photo = page.getByLabel('Photo (optional)');
    await expect(photo).toHaveAttribute('accept', 'image/*');
    await photo.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: await makePng(page, 4, 4) });
    const preview = card(page).getByRole('img', { name: /^Photo of / });
    await expect(preview).toBeVisible();
    await expect(card(page).getByText('No photo')).toHaveCount(0);

    await photo.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: await makePng(page, 1200, 900) });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 192]);
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/jpeg/);

    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert')).toHaveText(/not a picture.*image file/i);
    await expect(preview).toBeVisible(); // the earlier photo stays
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(card(page).getByText('No photo')).toBeVisible();
  });

  test('when storage is full, saving explains and loses nothing', async ({ page }) => {
    await page.addInitScript((key) => {
      const original = Storage.prototype.setItem;
      const earlier = {
        id: 'navatar-1',
        name: 'Old Friend',
        base: 'Animal',
        species: 'Koala',
        powers: ['Calm Aura', 'Leaf Shield', 'Song Maker'],
        backstory: '',
        createdAt: '2026-01-01T00:00:00.000Z',
      };
      if (!localStorage.getItem(key)) original.call(localStorage, key, JSON.stringify([earlier]));
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === key) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.call(this, k, v);
      };
    }, LIBRARY_KEY);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.accept();
    });
    await openCreator(page);
    await expect(libraryItems(page)).toHaveText(['Old Friend — Animal']);
    await page.getByLabel('Name (optional)').fill('Newbie');
    await page.getByRole('button', { name: 'Save Navatar' }).click();
    await expect(page.getByRole('alert')).toContainText('storage is full');
    expect(dialogs).toEqual([]);
    await expect(libraryItems(page)).toHaveText(['Old Friend — Animal']);
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Newbie');
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Newbie');
    const stored = (await readStored(page, LIBRARY_KEY)) as Array<{ name: string }>;
    expect(stored.map((n) => n.name)).toEqual(['Old Friend']);
  });

  test('corrupt saved data reads as empty, not a crash', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, '[{"id":');
      localStorage.setItem('naturverse.navatar.active.v1', '"nope"');
    }, LIBRARY_KEY);
    await openCreator(page);
    await expect(libraryItems(page)).toHaveCount(0);
    await expectValidRoll(page, 'Animal');
  });

  test('layout: card beside the form on wide screens, one column under 900 px, fits 360 px', async ({ page }) => {
    await openCreator(page);
    const form = page.getByRole('group', { name: 'Step 1: Pick a base' });
    const box = async () => ({ form: (await form.boundingBox())!, card: (await card(page).boundingBox())! });

    let b = await box();
    expect(b.card.x).toBeGreaterThan(b.form.x + b.form.width);
    expect(b.card.width).toBeLessThanOrEqual(560);

    await page.setViewportSize({ width: 899, height: 800 });
    b = await box();
    expect(b.card.y).toBeGreaterThan(b.form.y + b.form.height);
    expect(b.card.width).toBeLessThanOrEqual(560);

    await page.setViewportSize({ width: 360, height: 740 });
    b = await box();
    expect(b.card.y).toBeGreaterThan(b.form.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('Navatar Creator: a Navatar being made is kept until it is saved', { tag: ['@navatar'] }, () => {
  const DRAFT_KEY = 'naturverse.navatar.draft.v1';
  const DRAFT_BACK = 'Your unsaved draft is back. It stays in this browser until you save it.';

  test('base, species, powers, name and backstory survive a reload, with the builders’ note; Save ends the draft', async ({ page }) => {
    await openCreator(page);
    await expect(page.getByText(DRAFT_BACK)).toHaveCount(0);
    await page.getByRole('radio', { name: 'Fruit' }).check();
    await page.getByLabel('Name (optional)').fill('Mango Max');
    await page.getByLabel('Backstory').fill('Grew up in a sunny orchard.');
    const species = await fact(page, 'Species').innerText();
    const rolled = await powers(page).allInnerTexts();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Navatar Creator' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(DRAFT_BACK)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Fruit' })).toBeChecked();
    await expect(fact(page, 'Species')).toHaveText(species);
    await expect(powers(page)).toHaveText(rolled);
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Mango Max');
    await expect(page.getByLabel('Backstory')).toHaveValue('Grew up in a sunny orchard.');
    await expect(card(page).getByRole('heading', { level: 2 })).toHaveText('Mango Max');
    await expectNoAxeViolations(page);

    const alert = nextAlert(page);
    await page.getByRole('button', { name: 'Save Navatar' }).click();
    expect(await alert).toBe('Navatar saved locally!');
    await expect(page.getByText(DRAFT_BACK)).toHaveCount(0);
    expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), DRAFT_KEY)).toEqual({ version: 1, state: {} });
    await page.reload();
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Mango Max', { timeout: 20_000 });
    await expect(page.getByText(DRAFT_BACK)).toHaveCount(0);
  });

  test('loading a saved Navatar over unsaved work asks first; No keeps the work', async ({ page }) => {
    await openCreator(page);
    await page.getByLabel('Name (optional)').fill('First');
    let alert = nextAlert(page);
    await page.getByRole('button', { name: 'Save Navatar' }).click();
    await alert;
    await page.getByRole('radio', { name: 'Insect' }).check();
    await page.getByLabel('Name (optional)').fill('Buzzy');

    const questions: string[] = [];
    page.once('dialog', (d) => {
      questions.push(d.message());
      void d.dismiss();
    });
    await libraryItems(page).filter({ hasText: 'First — Animal' }).click();
    await expect.poll(() => questions).toEqual(['Load this Navatar? The Navatar you are making has not been saved and will be lost.']);
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Buzzy');
    await expect(page.getByRole('radio', { name: 'Insect' })).toBeChecked();

    alert = nextAlert(page);
    await libraryItems(page).filter({ hasText: 'First — Animal' }).click();
    await alert;
    await expect(page.getByLabel('Name (optional)')).toHaveValue('First');
    await expect(page.getByRole('radio', { name: 'Animal' })).toBeChecked();
    // what is loaded is saved work: nothing comes back as a draft
    await page.reload();
    await expect(page.getByLabel('Name (optional)')).toHaveValue('First', { timeout: 20_000 });
    await expect(page.getByText(DRAFT_BACK)).toHaveCount(0);
  });

  test('leaving warns only when the work would be lost: the browser refused to keep the draft', async ({ page }) => {
    await makeWritesFail(page, [DRAFT_KEY]);
    await openCreator(page);
    await page.getByLabel('Name (optional)').fill('Unkept');
    const warned = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await warned;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(page.getByLabel('Name (optional)')).toHaveValue('Unkept');
  });

  test('leaving asks nothing when the draft is kept', async ({ page }) => {
    await openCreator(page);
    await page.getByLabel('Name (optional)').fill('Kept');
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFT_KEY)).toContain('Kept');
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.type());
      void d.accept();
    });
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(dialogs).toEqual([]);
  });
});
