/**
 * What a family made must not be lost. An export of any size imports
 * back whole; the Gallery never claims "No photos yet." when it cannot read the photo
 * store; builders keep half-written work across tab switches and reloads and have a way
 * back to a blank form; a refused save never shows as saved; one bad stored poll costs
 * only itself.
 */
import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { QUOTA_MESSAGE, makeWritesFail, readStored, seedStorageOnce } from '../support/storage';
import { solidPng } from './png';
import { BUG_QUIZ, POND_DAY, QUIZZES_KEY, STORIES_KEY, storedList } from './saved-work';

// The shared machine (five suites on two cores) can take many seconds per step; nothing here waits on a clock.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const POLLS_KEY = 'naturverse.zones.community.polls.v1';
const VOTED_KEY = 'naturverse.zones.community.voted.v1';

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const status = (page: Page) => page.getByRole('tabpanel').getByRole('status');

/** Like the fixtures' expectHeading, with this file's longer wait: a cold hub page can take a while here. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** An export as this page writes it: newest first, one record per line. */
function exportText(records: object[]): string {
  return records.length === 0 ? '[]\n' : `[\n${records.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`;
}

test.describe('Observations: exports of any size import back, the Gallery tells the truth', { tag: ['@zones'] }, () => {
  test('a generated 58 MB export (8 photos of 7.25 MB) imports back whole and exports again byte for byte', async ({ page }, testInfo) => {
    test.setTimeout(240_000); // ~58 MB through a real browser twice, on a shared machine
    const thumb = `data:image/png;base64,${solidPng('#2e8b3a', 32, 24).toString('base64')}`;
    const records = Array.from({ length: 8 }, (_, i) => ({
      id: `obs-big-${i}`,
      title: `Big photo ${i + 1}`,
      notes: '',
      tags: ['nature'],
      takenAt: new Date(Date.UTC(2026, 0, 20 - i)).toISOString(), // newest first, as Export writes them
      lat: null,
      lon: null,
      color: '#2e8b3a',
      src: `data:image/jpeg;base64,${String.fromCharCode(65 + i).repeat(7.25 * 1024 * 1024)}`,
      thumb,
    }));
    const text = exportText(records);
    expect(text.length).toBeGreaterThan(55 * 1024 * 1024);
    const file = testInfo.outputPath('big-export.json');
    await writeFile(file, text);

    await open(page, '/zones/observations?tab=tools', 'Observations');
    const asked: string[] = [];
    page.once('dialog', (d) => void (asked.push(d.message()), d.accept()));
    await page.getByLabel('Import JSON').setInputFiles(file);
    await expect(status(page)).toHaveText('Imported 8 photos.', { timeout: 120_000 });
    expect(asked).toEqual(['Replace all 0 photos saved here with the 8 photos in this file?']);
    // the list is read again after the import: every record passes through memory once, one at a time
    await expect(page.getByText('Export saves all 8 photos in one JSON file.')).toBeVisible({ timeout: 120_000 });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export JSON' }).click()]);
    expect(await readFile(await download.path(), 'utf8')).toBe(text);

    await tab(page, 'Gallery').click();
    await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('heading', { level: 2 })).toHaveText(records.map((r) => r.title));
  });

  test('one photo: the count is singular, and Open reads that photo whole', async ({ page }, testInfo) => {
    const src = `data:image/png;base64,${solidPng('#87ceeb', 80, 60).toString('base64')}`;
    const record = {
      id: 'obs-one',
      title: 'Sky',
      notes: 'Clouds',
      tags: [],
      takenAt: '2026-01-05T10:00:00.000Z',
      lat: null,
      lon: null,
      color: '#87ceeb',
      src,
      thumb: src,
    };
    const file = testInfo.outputPath('one.json');
    await writeFile(file, exportText([record]));
    await open(page, '/zones/observations?tab=tools', 'Observations');
    page.once('dialog', (d) => void d.accept());
    await page.getByLabel('Import JSON').setInputFiles(file);
    await expect(status(page)).toHaveText('Imported 1 photo.');
    await expect(page.getByText('Export saves your 1 photo in one JSON file.')).toBeVisible();
    await tab(page, 'Gallery').click();
    await page.getByRole('button', { name: 'Open Sky' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sky' });
    await expect(dialog.getByRole('img', { name: 'Sky' })).toHaveAttribute('src', src);
    await expect(dialog.getByText('Clouds')).toBeVisible();
  });

  test('when the photo store cannot be read, the Gallery does not also say "No photos yet."', async ({ page }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = function refuse() {
        throw new DOMException('blocked by the browser', 'SecurityError');
      };
    });
    await open(page, '/zones/observations?tab=gallery', 'Observations');
    await expect(page.getByRole('alert')).toHaveText('This browser is not letting the site read its photo store, so your photos cannot be shown right now.');
    await expect(page.getByText('No photos yet.')).toHaveCount(0);
  });
});

test.describe('Builders keep half-written work and can start again', { tag: ['@zones'] }, () => {
  test('Stories: a draft survives a tab switch and a reload; New story starts blank after asking', async ({ page }) => {
    test.slow();
    await open(page, '/zones/stories?tab=create', 'Stories');
    await page.getByLabel('Story title').fill('Half a frog');
    await page.getByLabel('What happens').first().fill('A frog wakes up');
    await tab(page, 'Library').click();
    await tab(page, 'Create').click();
    await expect(page.getByLabel('Story title')).toHaveValue('Half a frog');
    await page.reload();
    await expect(page.getByLabel('Story title')).toHaveValue('Half a frog');
    await expect(page.getByLabel('What happens').first()).toHaveValue('A frog wakes up');
    await expect(page.getByTestId('draft-note')).toBeVisible();

    const asked: string[] = [];
    page.once('dialog', (d) => void (asked.push(d.message()), d.accept()));
    await page.getByRole('button', { name: 'New story' }).click();
    expect(asked).toEqual(['Start a new story? The story you are writing has not been saved and will be lost.']);
    await expect(page.getByLabel('Story title')).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel('Story title')).toHaveValue('');
  });

  test('Stories: after Edit, New story and Cancel both leave the edit; an edit draft survives a reload', async ({ page }) => {
    test.slow();
    const story = POND_DAY;
    await seedStorageOnce(page, { [STORIES_KEY]: storedList([story]) });
    await open(page, '/zones/stories?tab=library', 'Stories');
    await page.getByRole('button', { name: 'Edit Pond Day' }).click();
    await expect(page.getByRole('heading', { name: 'Edit "Pond Day"' })).toBeVisible();
    await page.getByRole('button', { name: 'New story' }).click();
    await expect(page.getByRole('heading', { name: 'Create a story' })).toBeVisible();
    await expect(page).not.toHaveURL(/edit=/);
    await expect(page.getByLabel('Story title')).toHaveValue('');

    await tab(page, 'Library').click();
    await page.getByRole('button', { name: 'Edit Pond Day' }).click();
    await page.getByLabel('Story title').fill('Pond Night');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Edit "Pond Day"' })).toBeVisible();
    await expect(page.getByLabel('Story title')).toHaveValue('Pond Night');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).not.toHaveURL(/edit=/);
    await expect(tab(page, 'Library')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Pond Day' })).toBeVisible();
    expect(await readStored(page, STORIES_KEY)).toEqual([story]);
  });

  // Nothing changed, so nothing would be lost: New story / New quiz asks nothing
  for (const builder of [
    {
      what: 'story',
      key: STORIES_KEY,
      saved: POND_DAY,
      list: 'Library',
      page: ['/zones/stories?tab=library', 'Stories'],
      title: 'Story title',
      heading: 'Create a story',
    },
    {
      what: 'quiz',
      key: QUIZZES_KEY,
      saved: BUG_QUIZ,
      list: 'Play',
      page: ['/zones/quizzes?tab=play', 'Quizzes'],
      title: 'Quiz title',
      heading: 'Build a quiz',
    },
  ] as const) {
    const New = `New ${builder.what}`;
    test(`${builder.page[1]}: a saved ${builder.what} opened and left unchanged, then ${New}, asks nothing`, async ({ page }) => {
      test.slow();
      await seedStorageOnce(page, { [builder.key]: storedList([builder.saved]) });
      const asked: string[] = [];
      page.on('dialog', (d) => void (asked.push(d.message()), d.accept())); // accepted, so a wrong question is named below
      await open(page, builder.page[0], builder.page[1]);
      for (let round = 1; round <= 2; round++) {
        await tab(page, builder.list).click();
        await page.getByRole('button', { name: `Edit ${builder.saved.title}` }).click();
        await expect(page.getByLabel(builder.title)).toHaveValue(builder.saved.title);
        await expect(page.getByTestId('draft-note')).toHaveCount(0);
        await page.getByRole('button', { name: New }).click();
        await expect(page.getByRole('heading', { name: builder.heading })).toBeVisible();
        // and again, on the blank form it opened
        await page.getByRole('button', { name: New }).click();
        await expect(page.getByLabel(builder.title)).toHaveValue('');
        await expect(page.getByTestId('draft-note')).toHaveCount(0);
      }
      expect(asked).toEqual([]);
    });
  }

  test('Quizzes: a draft survives a tab switch and a reload; New quiz starts blank', async ({ page }) => {
    test.slow();
    await open(page, '/zones/quizzes?tab=builder', 'Quizzes');
    await page.getByLabel('Quiz title').fill('Half a quiz');
    await tab(page, 'Play').click();
    await tab(page, 'Builder').click();
    await expect(page.getByLabel('Quiz title')).toHaveValue('Half a quiz');
    await page.reload();
    await expect(page.getByLabel('Quiz title')).toHaveValue('Half a quiz');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'New quiz' }).click();
    await expect(page.getByLabel('Quiz title')).toHaveValue('');
  });

  test('Observations: the title and notes typed on Upload survive a tab switch and a reload', async ({ page }) => {
    await open(page, '/zones/observations?tab=upload', 'Observations');
    await page.getByRole('textbox', { name: 'Title' }).fill('Heron at dawn');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Standing very still');
    await tab(page, 'Gallery').click();
    await tab(page, 'Upload').click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Heron at dawn');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Heron at dawn');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Standing very still');
  });
});

test.describe('A refused save is not shown as saved; one bad poll costs only itself', { tag: ['@zones'] }, () => {
  test('storage full: a vote says why, never "Thanks for voting!", and the poll can still be voted', async ({ page }) => {
    await makeWritesFail(page, [POLLS_KEY, VOTED_KEY]);
    await open(page, '/zones/community?tab=polls', 'Community');
    const poll = page.getByRole('listitem', { name: 'Best day for the family park clean-up?' });
    await poll.getByRole('button', { name: 'Sunday afternoon' }).click();
    await expect(page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE }).first()).toBeVisible();
    await expect(poll.getByText('Thanks for voting!')).toHaveCount(0);
    await expect(poll.getByRole('button', { name: 'Sunday afternoon' })).toBeEnabled();
    await expect(poll.getByText('12 votes in all')).toBeVisible();
  });

  test('storage full: a new story stays in the builder and never appears in the Library', async ({ page }) => {
    await makeWritesFail(page, [STORIES_KEY]);
    await open(page, '/zones/stories?tab=create', 'Stories');
    await page.getByLabel('Story title').fill('Lost Frog');
    await page.getByRole('button', { name: 'Save story' }).click();
    await expect(page.locator('[data-kind="err"]', { hasText: QUOTA_MESSAGE }).first()).toBeVisible();
    await expect(page.getByLabel('Story title')).toHaveValue('Lost Frog');
    await tab(page, 'Library').click();
    await expect(page.getByText('No custom stories yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lost Frog' })).toHaveCount(0);
  });

  test("one bad stored poll: the family's other poll shows, takes a vote and is still there after a reload", async ({ page }) => {
    const mine = {
      id: 'poll-mine',
      title: 'Picnic or hike?',
      createdAt: '2026-02-01T09:00:00.000Z',
      choices: [
        { id: 'c1', label: 'Picnic', votes: 0 },
        { id: 'c2', label: 'Hike', votes: 2 },
      ],
    };
    const bad = { ...mine, id: 'poll-bad', title: 'Broken', choices: [] };
    await seedStorageOnce(page, { [POLLS_KEY]: JSON.stringify({ version: 1, state: [mine, bad] }) });
    await open(page, '/zones/community?tab=polls', 'Community');
    const titles = page.getByRole('list', { name: 'Polls' }).getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(['Picnic or hike?']);
    await page.getByRole('listitem', { name: 'Picnic or hike?' }).getByRole('button', { name: 'Picnic' }).click();
    await expect(page.getByText('Thanks for voting!')).toBeVisible();
    await page.reload();
    await expect(titles).toHaveText(['Picnic or hike?']);
    await expect(page.getByRole('listitem', { name: 'Picnic or hike?' }).getByRole('listitem')).toHaveText(['Picnic33% · 1 vote', 'Hike67% · 2 votes']);
  });
});
