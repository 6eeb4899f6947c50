/**
 * A saved story and a saved quiz as the zones hub stores them, and the stored value that seeds
 * them: for tests that open a family's earlier work (the Library, the builders).
 */
export const STORIES_KEY = 'naturverse.zones.stories.v1';
export const QUIZZES_KEY = 'naturverse.zones.quizzes.v1';

/** The persisted-store envelope of `items` (what the hub writes under its key). */
export const storedList = (items: object[]): string => JSON.stringify({ version: 1, state: items });

/** A one-scene story: 'Pond Day'. */
export const POND_DAY = {
  id: 'local-pond',
  title: 'Pond Day',
  realm: 'Any',
  emoji: '📖',
  start: 's1',
  scenes: [{ id: 's1', title: 'Beginning', body: 'Splash.', choices: [] }],
};

/** A one-question classic quiz: 'Bug Quiz'. */
export const BUG_QUIZ = {
  id: 'local-bugs',
  mode: 'classic',
  emoji: '🐞',
  title: 'Bug Quiz',
  questions: [
    {
      id: 'q1',
      type: 'mc',
      prompt: 'How many legs does an insect have?',
      options: [
        { id: 'a', text: 'Six', correct: true },
        { id: 'b', text: 'Eight', correct: false },
      ],
    },
  ],
};
