import type { Page } from '@playwright/test';
import { test, expect, expectHeading } from '../support/fixtures';
import { readStored, seedStorageOnce } from '../support/storage';
import { axeEveryTabInEveryTheme } from './tab-checks';

const POLLS_KEY = 'naturverse.zones.community.polls.v1';
const VOTED_KEY = 'naturverse.zones.community.voted.v1';
const BOARD_KEY = 'naturverse.zones.community.board.v1';
const PAYLOAD = '<img src=x onerror="window.__pwned=1">';

async function open(page: Page, tab = 'polls') {
  await page.goto(`/zones/community?tab=${tab}`);
  await expectHeading(page, 'Community');
}
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const pollTitles = (page: Page) => page.getByRole('list', { name: 'Polls' }).getByRole('heading', { level: 3 });
const eventTitles = (page: Page) => page.getByRole('list', { name: 'Volunteer events' }).getByRole('heading', { level: 3 });

test('two seed polls; a new poll needs a title and two options; voted once, thanks, kept after reload', { tag: ['@zones'] }, async ({ page }) => {
  test.slow(); // many steps and a reload on a machine shared with other suites
  await open(page);
  await expect(pollTitles(page)).toHaveText(['Which habitat should we explore next?', 'Best day for the family park clean-up?']);
  const title = page.getByRole('textbox', { name: 'Poll title' });
  const options = page.getByRole('textbox', { name: 'Options (one per line)' });
  const create = page.getByRole('button', { name: 'Create poll' });
  await expect(options).toHaveValue('Option A\nOption B');

  await create.click(); // blank title: nothing happens
  await title.fill('Only one option');
  await options.fill('Just this\n   \n');
  await create.click(); // one non-empty line: nothing happens
  await expect(pollTitles(page)).toHaveCount(2);
  await expect(title).toHaveValue('Only one option');

  await title.fill(PAYLOAD);
  await options.fill('Ladybird\n\nBeetle\n');
  await create.click();
  await expect(pollTitles(page)).toHaveText([PAYLOAD, 'Which habitat should we explore next?', 'Best day for the family park clean-up?']);
  await expect(options).toHaveValue('Option A\nOption B');
  const poll = page.getByRole('listitem', { name: PAYLOAD });
  await expect(poll.getByRole('button')).toHaveText(['Ladybird', 'Beetle']);
  await poll.getByRole('button', { name: 'Beetle' }).click();
  await expect(poll.getByText('Thanks for voting!')).toBeVisible();
  await expect(poll.getByRole('button', { name: 'Ladybird' })).toBeDisabled();
  await expect(poll.getByRole('button', { name: 'Beetle' })).toBeDisabled();
  await expect(poll.getByRole('listitem')).toHaveText(['Ladybird0% · 0 votes', 'Beetle100% · 1 vote']);

  await page.reload();
  const again = page.getByRole('listitem', { name: PAYLOAD });
  await expect(again.getByText('Thanks for voting!')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Ladybird' })).toBeDisabled();
  await expect(again.getByRole('listitem')).toHaveText(['Ladybird0% · 0 votes', 'Beetle100% · 1 vote']);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('results are rounded percentages of the total, shown as bars and written out', { tag: ['@zones'] }, async ({ page }) => {
  await open(page);
  const habitat = page.getByRole('listitem', { name: 'Which habitat should we explore next?' });
  await expect(habitat.getByRole('listitem')).toHaveText(['Rainforest48% · 12 votes', 'Coral reef36% · 9 votes', 'Desert16% · 4 votes']);
  await habitat.getByRole('button', { name: 'Coral reef' }).click();
  // 12, 10, 4 of 26 → 46.2 %, 38.5 %, 15.4 %
  await expect(habitat.getByRole('listitem')).toHaveText(['Rainforest46% · 12 votes', 'Coral reef38% · 10 votes', 'Desert15% · 4 votes']);
  await expect(habitat.getByText('26 votes in all')).toBeVisible();
  await expect(habitat.locator('.zn-poll__fill').nth(1)).toHaveAttribute('style', 'width: 38%;');
  expect(await readStored(page, VOTED_KEY)).toEqual({ 'seed-favourite-habitat': 'coral-reef' });
  // the other poll is still open
  await expect(page.getByRole('listitem', { name: 'Best day for the family park clean-up?' }).getByRole('button', { name: 'Saturday morning' })).toBeEnabled();
});

test('corrupt stored polls give the seeds back, other keys untouched; an empty list says so', { tag: ['@zones'] }, async ({ page, context }) => {
  const board = JSON.stringify([{ id: 'mine', title: 'My own event', date: '', location: '', details: '', rsvps: 2, createdAt: '2026-01-01T00:00:00Z' }]);
  await seedStorageOnce(page, { [POLLS_KEY]: '{not json', [BOARD_KEY]: board });
  await open(page);
  await expect(pollTitles(page)).toHaveText(['Which habitat should we explore next?', 'Best day for the family park clean-up?']);
  await tab(page, 'Volunteer Board').click();
  await expect(eventTitles(page)).toHaveText(['My own event']);
  expect(await page.evaluate((k) => localStorage.getItem(k), BOARD_KEY)).toBe(board);

  const empty = await context.newPage();
  await seedStorageOnce(empty, { [POLLS_KEY]: '[]' });
  await empty.goto('/zones/community');
  await expect(empty.getByText('No polls yet.')).toBeVisible();
});

test('volunteer board: two seed events; title required; RSVP once, kept after reload, taken back', { tag: ['@zones'] }, async ({ page }) => {
  await open(page, 'board');
  await expect(eventTitles(page)).toHaveText(['River bank litter pick', 'Wildflower seed planting']);
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please give the event a title.');
  await expect(eventTitles(page)).toHaveCount(2);

  await page.getByRole('textbox', { name: 'Event title' }).fill('Pond dipping');
  await page.getByLabel('Date (optional)').fill('2026-06-20');
  await page.getByRole('textbox', { name: 'Location (optional)' }).fill('Mill pond');
  await page.getByRole('textbox', { name: 'Details (optional)' }).fill(PAYLOAD);
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(eventTitles(page)).toHaveText(['Pond dipping', 'River bank litter pick', 'Wildflower seed planting']);
  const event = page.getByRole('listitem', { name: 'Pond dipping' });
  await expect(event).toContainText('2026-06-20 · Mill pond');
  await expect(event.getByText(PAYLOAD, { exact: true })).toBeVisible();
  await expect(event).toContainText('0 going');
  await event.getByRole('button', { name: 'RSVP' }).click();
  await expect(event).toContainText('1 going (including you)');

  await page.reload();
  const kept = page.getByRole('listitem', { name: 'Pond dipping' });
  await expect(kept).toContainText('1 going (including you)');
  await kept.getByRole('button', { name: 'Cancel RSVP' }).click();
  await expect(kept).toContainText('0 going');
  await expect(kept.getByRole('button', { name: 'RSVP' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Event title' }).fill('Only a title');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('listitem', { name: 'Only a title' })).toContainText('Date to be decided · Place to be decided');
});

test('long text is bounded with a visible limit', { tag: ['@zones'] }, async ({ page }) => {
  await open(page);
  const title = page.getByRole('textbox', { name: 'Poll title' });
  await title.fill('x'.repeat(150));
  await expect(title).toHaveValue('x'.repeat(100));
  await expect(page.getByText('100 / 100')).toBeVisible();
  await expect(title).toHaveAttribute('aria-describedby', /.+/);
  const describedBy = await title.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('100 / 100');
});

test('keyboard alone: tabs by arrows, create a poll and vote, RSVP', { tag: ['@zones'] }, async ({ page }) => {
  await open(page);
  await tab(page, 'Polls').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Volunteer Board')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Coming Soon')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Polls')).toBeFocused();
  // the panel follows the address change: wait for it before tabbing into it
  await expect(page.getByRole('tabpanel', { name: 'Polls' }).getByRole('heading', { name: 'Create a poll' })).toBeVisible();
  await page.keyboard.press('Tab'); // the panel
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Poll title' })).toBeFocused();
  await page.keyboard.type('Keyboard poll');
  await page.keyboard.press('Enter');
  const poll = page.getByRole('listitem', { name: 'Keyboard poll' });
  await expect(poll.getByRole('button')).toHaveText(['Option A', 'Option B']);
  await poll.getByRole('button', { name: 'Option A' }).focus();
  await page.keyboard.press('Enter');
  await expect(poll.getByText('Thanks for voting!')).toBeVisible();

  await tab(page, 'Polls').focus();
  await page.keyboard.press('ArrowRight');
  const first = page.getByRole('listitem', { name: 'River bank litter pick' });
  await first.getByRole('button', { name: 'RSVP' }).focus();
  await page.keyboard.press('Space');
  await expect(first).toContainText('7 going (including you)');
});

axeEveryTabInEveryTheme('Community', ['Polls', 'Volunteer Board', 'Coming Soon'], async (page) => {
  await open(page);
  await page.getByRole('listitem', { name: 'Best day for the family park clean-up?' }).getByRole('button', { name: 'Sunday afternoon' }).click();
});
