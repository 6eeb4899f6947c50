import type { Page } from '@playwright/test';
import { test, expect, expectHeading } from '../support/fixtures';
import { readStored, seedStorageOnce } from '../support/storage';
import { PAYLOAD, SHORT_PAYLOAD, expectAccessibleEveryWay, expectNoScriptRan, expectTouchTargets, recordDialogs } from './play-zone-helpers';
import { expectDrawnIcons } from '../support/drawn-icons';
import { BUG_QUIZ } from './saved-work';

// The shared machine can take many seconds to serve the first page of a run (cold server).
test.describe.configure({ timeout: 60_000 });

const QUIZZES_KEY = 'naturverse.zones.quizzes.v1';
const PROGRESS_KEY = 'naturverse.zones.quiz-progress.v1';
const tab = (page: Page, name: string) => page.getByRole('tab', { name });

async function openQuizzes(page: Page, query = '') {
  await page.goto(`/zones/quizzes${query}`);
  await expectHeading(page, 'Quizzes');
}

/** Nature Basics: each prompt → its correct answer and explanation (the order on screen is random). */
const NATURE_BASICS: Record<string, { answer: string; wrong: string; explanation: string }> = {
  'What do plants need to make their own food?': { answer: 'Sunlight, water and air', wrong: 'Sand only', explanation: 'This is called photosynthesis.' },
  'How many legs does an insect have?': { answer: 'Six', wrong: 'Eight', explanation: 'Spiders have eight legs, so a spider is not an insect.' },
  'Which of these animals is a mammal?': { answer: 'Dolphin', wrong: 'Shark', explanation: 'Dolphins breathe air and feed their babies milk' },
};

const prompt = (page: Page) => page.locator('.zn-quiz__prompt');

test.describe('Quizzes: classic', { tag: ['@zones'] }, () => {
  test('Nature Basics: every question once, +1 per correct, explanations, "scored X / N", Play Again', async ({ page }) => {
    await openQuizzes(page);
    await expect(page.getByText('Classic · 3 questions')).toBeVisible();
    await page.getByRole('button', { name: 'Play Nature Basics' }).click();
    const seen: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await expect(page.getByText(`Question ${i + 1} of 3 · Score ${Math.min(i, 2)}`)).toBeVisible();
      const text = (await prompt(page).textContent()) ?? '';
      const q = NATURE_BASICS[text];
      expect(q, `unknown prompt "${text}"`).toBeDefined();
      seen.push(text);
      const answers = page.getByRole('list', { name: 'Answers' }).getByRole('button');
      await expect(answers).toHaveCount(4);
      // the last question is answered wrongly on purpose
      await answers.filter({ hasText: i === 2 ? q!.wrong : q!.answer }).click();
      const verdict = page.getByText(i === 2 ? `Not quite. The answer is: ${q!.answer}` : 'Correct!', { exact: true });
      await expect(verdict).toBeVisible();
      await expectDrawnIcons(verdict, i === 2 ? 0 : 1, 16); // a drawn check mark, not ✅
      await expect(page.getByText(q!.explanation)).toBeVisible();
      for (const b of await answers.all()) await expect(b).toBeDisabled();
      await page.getByRole('button', { name: i === 2 ? 'See my score' : 'Next question' }).click();
    }
    expect(new Set(seen).size).toBe(3);
    await expect(page.getByText('You scored 2 / 3')).toBeVisible();
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(page.getByText('Question 1 of 3 · Score 0')).toBeVisible();
    expect(Object.keys(NATURE_BASICS)).toContain(await prompt(page).textContent());
  });

  test('questions and options come in random orders (several fresh deals differ)', async ({ page }) => {
    await openQuizzes(page, '?quiz=nature-basics');
    const deals = new Set<string>();
    for (let i = 0; i < 8 && deals.size < 2; i += 1) {
      const options = await page.getByRole('list', { name: 'Answers' }).getByRole('button').allTextContents();
      deals.add(`${await prompt(page).textContent()}|${options.join(',')}`);
      // a fresh deal: nothing kept of the game in play (a reload alone resumes it, see below)
      await page.evaluate((key) => localStorage.removeItem(key), PROGRESS_KEY);
      await page.reload();
      await expect(prompt(page)).toBeVisible();
    }
    expect(deals.size).toBeGreaterThan(1); // a fixed order would give 1 (chance of a false pass ≈ (1/72)^7)
  });
});

test.describe('Quizzes: a game in play survives a reload and a tab switch', { tag: ['@zones'] }, () => {
  /** What the family sees of the classic game: the progress line, the prompt, the answers in their order. */
  const screen = async (page: Page) => ({
    progress: await page.locator('.zn-quiz__progress').textContent(),
    prompt: await prompt(page).textContent(),
    answers: await page.getByRole('list', { name: 'Answers' }).getByRole('button').allTextContents(),
  });

  test('classic: the question, the order, the score and the answer picked come back, until the quiz is finished', async ({ page }) => {
    await openQuizzes(page);
    await page.getByRole('button', { name: 'Play Nature Basics' }).click();
    const asked: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const text = (await prompt(page).textContent()) ?? '';
      asked.push(text);
      await page.getByRole('list', { name: 'Answers' }).getByRole('button').filter({ hasText: NATURE_BASICS[text]!.answer }).click();
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    await expect(page.getByText('Question 3 of 3 · Score 2')).toBeVisible();
    const before = await screen(page);
    expect(asked).not.toContain(before.prompt);

    await page.reload();
    await expect(page.getByText('Question 3 of 3 · Score 2')).toBeVisible();
    expect(await screen(page)).toEqual(before);

    // a tab switch (Builder and back) keeps it too, with an answer picked and its feedback
    await page.getByRole('list', { name: 'Answers' }).getByRole('button').filter({ hasText: NATURE_BASICS[before.prompt!]!.wrong }).click();
    await expect(page.getByText(`Not quite. The answer is: ${NATURE_BASICS[before.prompt!]!.answer}`)).toBeVisible();
    await tab(page, 'Builder').click();
    await expect(page.getByRole('heading', { name: 'Build a quiz' })).toBeVisible();
    await tab(page, 'Play').click();
    await expect(page.getByText(`Not quite. The answer is: ${NATURE_BASICS[before.prompt!]!.answer}`)).toBeVisible();
    await expect(page.getByText('Question 3 of 3 · Score 2')).toBeVisible();
    await page.reload();
    await expect(page.getByText(`Not quite. The answer is: ${NATURE_BASICS[before.prompt!]!.answer}`)).toBeVisible();

    // finished: the score; nothing of it is kept, a reload starts a new game
    await page.getByRole('button', { name: 'See my score' }).click();
    await expect(page.getByText('You scored 2 / 3')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Question 1 of 3 · Score 0')).toBeVisible();
  });

  test('jeopardy: the score and the used tiles come back on Play and on the Party board, each its own', async ({ page }) => {
    await openQuizzes(page, '?quiz=nature-board');
    await page.getByRole('button', { name: 'Animals for 100' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Correct' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Back to the board' }).click();
    await page.getByRole('button', { name: 'Plants for 200' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reveal' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Back to the board' }).click();
    await expect(page.getByText('Score: 100 points')).toBeVisible();

    await page.reload();
    await expect(page.getByText('Score: 100 points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Animals 100, used' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Plants 200, used' })).toBeDisabled();
    await expect(page.getByRole('button', { name: /, used$/ })).toHaveCount(2);

    // the Party board is a game of its own, kept the same way
    await tab(page, 'Party').click();
    await expect(page.getByText('Group total: 0 points')).toBeVisible();
    await page.getByRole('button', { name: 'Weather for 300' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Correct' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Back to the board' }).click();
    await page.reload();
    await expect(page.getByText('Group total: 300 points')).toBeVisible();
    await expect(page.getByRole('button', { name: /, used$/ })).toHaveCount(1);
    await tab(page, 'Play').click();
    await expect(page.getByText('Score: 100 points')).toBeVisible();
    await expect(page.getByRole('button', { name: /, used$/ })).toHaveCount(2);
  });

  test('a corrupt or foreign kept game reads as a new game: nothing crashes, other stored work is kept', async ({ page }) => {
    await seedStorageOnce(page, {
      [PROGRESS_KEY]: JSON.stringify({
        version: 1,
        state: { 'play:nature-basics': { mode: 'classic', order: ['nope'], options: [[]], index: 9, score: 99, picked: null }, 'play:nature-board': '{oops' },
      }),
      [QUIZZES_KEY]: JSON.stringify({ version: 1, state: [BUG_QUIZ] }),
    });
    await openQuizzes(page, '?quiz=nature-basics');
    await expect(page.getByText('Question 1 of 3 · Score 0')).toBeVisible();
    await page.getByRole('button', { name: 'Choose another quiz' }).click();
    await page.getByRole('button', { name: 'Play Nature Board' }).click();
    await expect(page.getByText('Score: 0 points')).toBeVisible();
    await page.getByRole('button', { name: 'Choose another quiz' }).click();
    await expect(page.getByRole('button', { name: 'Play Bug Quiz' })).toBeVisible();
    // storage that is not JSON at all: the same
    await page.evaluate((key) => localStorage.setItem(key, '{oops'), PROGRESS_KEY);
    await openQuizzes(page, '?quiz=nature-basics');
    await expect(page.getByText('Question 1 of 3 · Score 0')).toBeVisible();
  });
});

test.describe('Quizzes: jeopardy', { tag: ['@zones'] }, () => {
  test('Play: a tile with Correct adds its points, one with Reveal adds none; used tiles look used and are skipped by Tab', async ({ page }) => {
    await openQuizzes(page);
    await expect(page.getByText('Jeopardy · 3 columns')).toBeVisible();
    await page.getByRole('button', { name: 'Play Nature Board' }).click();
    await expect(page.getByText('Score: 0 points')).toBeVisible();
    for (const col of ['Animals', 'Plants', 'Weather']) {
      await expect(page.getByRole('group', { name: col }).getByRole('button')).toHaveText([100, 200, 300].map((p) => `${col} for ${p}`));
    }

    await page.getByRole('button', { name: 'Animals for 100' }).click();
    const clue = page.getByRole('dialog', { name: 'For 100 points' });
    await expect(clue).toContainText('The biggest animal that has ever lived.');
    await expect(clue.getByText('Answer:')).toHaveCount(0);
    await clue.getByRole('button', { name: 'Correct' }).click();
    await expect(clue.getByText('Answer: The blue whale')).toBeVisible();
    await expect(clue.getByText('+100 points!')).toBeVisible();
    await clue.getByRole('button', { name: 'Back to the board' }).click();
    await expect(page.getByText('Score: 100 points')).toBeVisible();
    const used = page.getByRole('button', { name: 'Animals 100, used' });
    await expect(used).toBeDisabled();
    await expect(used).toHaveText('Animals 100, used');
    await expectDrawnIcons(used, 1, 16); // a drawn check mark, not ✓

    await page.getByRole('button', { name: 'Plants for 200' }).click();
    const clue2 = page.getByRole('dialog', { name: 'For 200 points' });
    await clue2.getByRole('button', { name: 'Reveal' }).click();
    await expect(clue2.getByText('Answer: Pollen')).toBeVisible();
    await expect(clue2.getByText('No points this time.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText('Score: 100 points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Plants 200, used' })).toBeDisabled();

    // a clue closed before Correct or Reveal stays in play
    await page.getByRole('button', { name: 'Weather for 300' }).click();
    await expect(page.getByRole('dialog', { name: 'For 300 points' })).toBeVisible();
    await page.keyboard.press('Escape');
    // the dialog closes (and the browser moves focus) in an effect after the key press: wait
    // for it to be gone before moving focus ourselves
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Weather for 300' })).toBeEnabled();

    // keyboard: Tab from Plants 100 jumps over the used Plants 200 to Plants 300
    await page.getByRole('button', { name: 'Plants for 100' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Plants for 300' })).toBeFocused();
  });

  test('Party: the board for a group with a running total, finished board and New game', async ({ page }) => {
    await openQuizzes(page, '?tab=party');
    await expect(page.getByText('Group total: 0 points')).toBeVisible();
    const tiles = [
      ['Animals', 100, 'correct'],
      ['Animals', 200, 'correct'],
      ['Animals', 300, 'reveal'],
      ['Plants', 100, 'correct'],
      ['Plants', 200, 'reveal'],
      ['Plants', 300, 'correct'],
      ['Weather', 100, 'reveal'],
      ['Weather', 200, 'correct'],
      ['Weather', 300, 'correct'],
    ] as const;
    let total = 0;
    for (const [col, points, outcome] of tiles) {
      await page.getByRole('button', { name: `${col} for ${points}` }).click();
      const clue = page.getByRole('dialog', { name: `For ${points} points` });
      await clue.getByRole('button', { name: outcome === 'correct' ? 'Correct' : 'Reveal' }).click();
      await clue.getByRole('button', { name: 'Back to the board' }).click();
      if (outcome === 'correct') total += points;
      await expect(page.getByText(`Group total: ${total} points`, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('Board finished! Group total: 1200 points')).toBeVisible();
    await page.getByRole('button', { name: 'New game' }).click();
    await expect(page.getByText('Group total: 0 points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Animals for 100' })).toBeEnabled();
  });
});

test.describe('Quizzes: Builder', { tag: ['@zones'] }, () => {
  test('builds a classic quiz (correct option c), plays it from Play, edits and deletes it', async ({ page }) => {
    await openQuizzes(page, '?tab=builder');
    await expect(page.getByLabel('Quiz type')).toHaveValue('classic');
    await expect(page.getByLabel('Correct option for question 1')).toHaveValue('a');
    await page.getByLabel('Quiz title').fill('Bug Quiz');
    await page.getByLabel('Question 1 prompt').fill('How many legs does a spider have?');
    for (const [letter, text] of [
      ['a', 'Six'],
      ['b', 'Four'],
      ['c', 'Eight'],
      ['d', 'Ten'],
    ])
      await page.getByLabel(`Option ${letter}`).fill(text!);
    await page.getByLabel('Correct option for question 1').selectOption('c');
    await page.getByLabel('Explanation (optional)').fill('Spiders are arachnids, with eight legs.');
    await page.getByRole('button', { name: '+ Add question' }).click();
    await page.getByRole('button', { name: 'Save quiz' }).click();

    await expect(page).toHaveURL(/tab=play&quiz=local-/);
    await expect(page.getByText('Saved "Bug Quiz".')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bug Quiz' })).toBeVisible();
    const stored = (await readStored(page, QUIZZES_KEY)) as Array<{ id: string; questions: Array<{ prompt: string }> }>;
    expect(stored[0]!.id).toMatch(/^local-/);
    expect(stored[0]!.questions.map((q) => q.prompt).sort()).toEqual(['How many legs does a spider have?', 'Question']);

    // answer both (the blank second question is 'Question' with options A–D, a correct)
    for (let i = 0; i < 2; i += 1) {
      const text = await prompt(page).textContent();
      await page.getByRole('button', { name: text === 'Question' ? 'Option A' : 'Eight' }).click();
      await page.getByRole('button', { name: i === 1 ? 'See my score' : 'Next question' }).click();
    }
    await expect(page.getByText('You scored 2 / 2')).toBeVisible();

    await page.getByRole('button', { name: 'Choose another quiz' }).click();
    await page.getByRole('button', { name: 'Edit Bug Quiz' }).click();
    await expect(page).toHaveURL(/tab=builder/);
    await expect(page.getByLabel('Correct option for question 1')).toHaveValue('c');
    await page.getByLabel('Quiz title').fill('Spider Quiz');
    await page.getByRole('button', { name: 'Delete question 2' }).click();
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Spider Quiz' })).toBeVisible();
    await page.getByRole('button', { name: 'Choose another quiz' }).click();
    await expect(page.getByText('Classic · 1 question')).toBeVisible();
    await page.getByRole('button', { name: 'Delete Spider Quiz' }).click();
    await page.getByRole('dialog', { name: 'Delete this quiz?' }).getByRole('button', { name: 'Delete quiz' }).click();
    await expect(page.getByRole('button', { name: 'Play Spider Quiz' })).toHaveCount(0);
    expect(await readStored(page, QUIZZES_KEY)).toEqual([]);
  });

  test('at 360 px each quiz type reads whole in the closed list (it was cut after “answers a”)', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openQuizzes(page, '?tab=builder');
    const type = page.getByLabel('Quiz type');
    for (const value of ['classic', 'jeopardy']) {
      await type.selectOption(value);
      // the chosen text's width in the select's own font, against the room left of its arrow
      const room = await type.evaluate((el: HTMLSelectElement) => {
        const style = getComputedStyle(el);
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.font = style.font;
        const arrow = 24;
        return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow - ctx.measureText(el.selectedOptions[0]!.text).width;
      });
      expect(room, `${value}: px to spare`).toBeGreaterThanOrEqual(0);
    }
  });

  test('a blank jeopardy quiz gets "Untitled Quiz", default titles and clues, and plays in Party', async ({ page }) => {
    await openQuizzes(page, '?tab=builder');
    await page.getByLabel('Quiz type').selectOption('jeopardy');
    await page.getByLabel('Column 1 title').fill('Bugs');
    await page.getByLabel('Column 1, 100 points: clue').fill('It has six legs.');
    await page.getByLabel('Column 1, 100 points: answer').fill('An insect');
    await page.getByRole('button', { name: 'Delete column 3' }).click();
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Untitled Quiz' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Bugs' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Category 2' })).toBeVisible();

    await tab(page, 'Party').click();
    await page.getByLabel('Board', { exact: true }).selectOption({ label: 'Untitled Quiz' });
    await page.getByRole('button', { name: 'Bugs for 100' }).click();
    const clue = page.getByRole('dialog', { name: 'For 100 points' });
    await expect(clue).toContainText('It has six legs.');
    await clue.getByRole('button', { name: 'Correct' }).click();
    await expect(clue.getByText('Answer: An insect')).toBeVisible();
    await clue.getByRole('button', { name: 'Back to the board' }).click();
    await page.getByRole('button', { name: 'Category 2 for 300' }).click();
    const blank = page.getByRole('dialog', { name: 'For 300 points' });
    await expect(blank.locator('.zn-clue')).toHaveText('Question');
    await blank.getByRole('button', { name: 'Reveal' }).click();
    await expect(blank.getByText('Answer: Answer')).toBeVisible();
    await blank.getByRole('button', { name: 'Back to the board' }).click();
    await expect(page.getByText('Group total: 100 points', { exact: true })).toBeVisible();
  });

  test('a script payload in every builder field shows as text; long text is bounded with a visible limit', async ({ page }) => {
    const dialogs = recordDialogs(page);
    await openQuizzes(page, '?tab=builder');
    await page.getByLabel('Quiz title').fill(PAYLOAD);
    await page.getByLabel('Emoji').fill(SHORT_PAYLOAD);
    const promptField = page.getByLabel('Question 1 prompt');
    await expect(promptField).toHaveAttribute('maxlength', '160');
    await promptField.fill('q'.repeat(200));
    await expect(promptField).toHaveValue('q'.repeat(160));
    await expect(page.getByText('160 / 160')).toBeVisible();
    await promptField.fill(`${PAYLOAD}?`);
    for (const l of ['a', 'b', 'c', 'd']) await page.getByLabel(`Option ${l}`).fill(`${PAYLOAD} ${l}`);
    await page.getByLabel('Explanation (optional)').fill(`${PAYLOAD} because`);
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await expect(page.locator('#quiz-playing')).toHaveText(`${SHORT_PAYLOAD} ${PAYLOAD}`);
    await expect(prompt(page)).toHaveText(`${PAYLOAD}?`);
    await page.getByRole('button', { name: `${PAYLOAD} a` }).click();
    await expect(page.getByText(`${PAYLOAD} because`)).toBeVisible();

    await tab(page, 'Builder').click();
    await page.getByLabel('Quiz type').selectOption('jeopardy');
    await page.getByLabel('Quiz title').fill(`${PAYLOAD} board`);
    await page.getByLabel('Column 1 title').fill(PAYLOAD);
    await page.getByLabel('Column 1, 100 points: clue').fill(`${PAYLOAD} clue`);
    await page.getByLabel('Column 1, 100 points: answer').fill(`${PAYLOAD} answer`);
    await page.getByRole('button', { name: 'Save quiz' }).click();
    await expect(page.getByRole('group', { name: PAYLOAD })).toBeVisible();
    await page.getByRole('button', { name: `${PAYLOAD} for 100` }).click();
    const clue = page.getByRole('dialog', { name: 'For 100 points' });
    await expect(clue.locator('.zn-clue')).toHaveText(`${PAYLOAD} clue`);
    await clue.getByRole('button', { name: 'Reveal' }).click();
    await expect(clue.getByText(`Answer: ${PAYLOAD} answer`)).toBeVisible();
    await expectNoScriptRan(page);
    expect(dialogs).toEqual([]);
  });

  test('corrupt or wrong-shaped stored quizzes: the seed quizzes come back, good entries and other keys are kept', async ({ page }) => {
    const good = {
      id: 'local-ok',
      mode: 'classic',
      emoji: '❓',
      title: 'Kept Quiz',
      questions: [
        {
          id: 'q',
          type: 'mc',
          prompt: 'P',
          options: [
            { id: 'a', text: 'A', correct: true },
            { id: 'b', text: 'B', correct: false },
          ],
        },
      ],
    };
    await seedStorageOnce(page, {
      [QUIZZES_KEY]: JSON.stringify([{ id: 'local-bad', mode: 'classic' }, 7, good]),
      'naturverse.zones.stories.v1': '[]',
    });
    await openQuizzes(page);
    await expect(page.getByRole('button', { name: 'Play Nature Basics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Nature Board' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Kept Quiz' })).toBeVisible();
    await page.evaluate((k) => localStorage.setItem(k, '{broken'), QUIZZES_KEY);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Play Nature Basics' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Kept Quiz' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('naturverse.zones.stories.v1'))).toBe('[]');
  });
});

test.describe('Quizzes: keyboard and accessibility', { tag: ['@zones'] }, () => {
  test('the whole of each tab works by keyboard alone', async ({ page }) => {
    await openQuizzes(page);
    await tab(page, 'Play').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Party')).toBeFocused();
    await expect(page).toHaveURL(/tab=party/);
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/tab=play/);
    // a person sees the Play panel before moving on; the tab change renders in a transition
    await expect(page.getByRole('heading', { name: 'Choose a quiz' })).toBeVisible();
    await expect(tab(page, 'Play')).toBeFocused();
    await page.keyboard.press('Tab'); // the panel
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Play Nature Basics' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i += 1) {
      const first = page.getByRole('list', { name: 'Answers' }).getByRole('button').first();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.zn-quiz__verdict')).toBeFocused(); // feedback takes the focus
      await page.keyboard.press('Tab'); // past the explanation to the next step
      await expect(page.getByRole('button', { name: i === 2 ? 'See my score' : 'Next question' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(page.getByText(/You scored \d \/ 3/)).toBeVisible();

    // Party board by keyboard: Enter opens a tile, Correct, Enter back to the board
    await tab(page, 'Play').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Animals for 100' }).focus();
    await page.keyboard.press('Enter');
    const clue = page.getByRole('dialog', { name: 'For 100 points' });
    await expect(clue.getByRole('button', { name: 'Correct' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(clue.getByRole('button', { name: 'Back to the board' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Group total: 100 points')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Animals for 200' })).toBeFocused();

    // Builder by keyboard: type a title and save with Enter
    await tab(page, 'Party').focus();
    await page.keyboard.press('ArrowRight');
    await page.getByLabel('Quiz title').focus();
    await page.keyboard.type('Keyboard Quiz');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Keyboard Quiz' })).toBeVisible();
  });

  test('every tab passes axe at 1280 and 360 px in light and dark; touch targets ≥ 44 px', async ({ page }) => {
    test.slow();
    const views: Array<[string, () => Promise<void>]> = [
      ['?tab=play', () => expect(page.getByRole('heading', { name: 'Choose a quiz' })).toBeVisible()],
      ['?tab=play&quiz=nature-basics', () => expect(prompt(page)).toBeVisible()],
      ['?tab=play&quiz=nature-board', () => expect(page.getByText('Score: 0 points')).toBeVisible()],
      ['?tab=party', () => expect(page.getByText('Group total: 0 points')).toBeVisible()],
      ['?tab=builder', () => expect(page.getByLabel('Quiz title')).toBeVisible()],
      ['?tab=coming-soon', () => expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()],
    ];
    for (const [query, check] of views) {
      await openQuizzes(page, query);
      if (query === '?tab=play&quiz=nature-basics') {
        await page.getByRole('list', { name: 'Answers' }).getByRole('button').first().click(); // feedback shown
      }
      await expectAccessibleEveryWay(page, check);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectTouchTargets(page);
      await page.setViewportSize({ width: 1280, height: 800 });
    }
    // the clue dialog too
    await openQuizzes(page, '?tab=party');
    await page.getByRole('button', { name: 'Animals for 100' }).click();
    await page.getByRole('button', { name: 'Correct' }).click();
    await expectAccessibleEveryWay(page, () => expect(page.getByText('Answer: The blue whale')).toBeVisible());
  });
});
