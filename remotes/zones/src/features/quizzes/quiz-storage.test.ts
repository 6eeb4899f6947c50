import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type MemoryStorage, storedState } from '@naturverse/platform/testing';
import { finalizeQuiz, newQuizDraft } from './quiz-builder';
import { CUSTOM_QUIZZES_KEY, parseStoredQuizzes, removeQuiz, upsertQuiz } from './quiz-storage';

const classic = finalizeQuiz({ ...newQuizDraft('classic'), title: 'Mine' }, () => 'c');
const board = finalizeQuiz(newQuizDraft('jeopardy'), () => 'j');

describe('stored quizzes', () => {
  it('round-trips valid quizzes of both modes', () => {
    expect(parseStoredQuizzes(JSON.parse(JSON.stringify([classic, board])))).toEqual([classic, board]);
  });

  it('wrong shape → null; broken entries dropped, good ones kept', () => {
    for (const v of [null, {}, 'x', 3]) expect(parseStoredQuizzes(v)).toBeNull();
    const broken = [
      { ...classic, id: 'nature-basics' },
      { ...classic, id: 'local-2', mode: 'other' },
      { ...classic, id: 'local-3', questions: [] },
      {
        ...classic,
        id: 'local-4',
        questions: [
          {
            id: 'q',
            type: 'mc',
            prompt: 'P',
            options: [
              { id: 'a', text: 'A', correct: false },
              { id: 'b', text: 'B', correct: false },
            ],
          },
        ],
      },
      { ...board, id: 'local-5', columns: [{ id: 'c', title: 'T', cells: [{ id: 'x', points: 'lots', question: '', answer: '' }] }] },
      classic,
      board,
    ];
    expect(parseStoredQuizzes(broken)).toEqual([classic, board]);
  });

  it('upsert replaces by id; remove deletes', () => {
    expect(upsertQuiz([classic], { ...classic, title: 'New' })).toEqual([{ ...classic, title: 'New' }]);
    expect(removeQuiz([classic, board], classic.id)).toEqual([board]);
  });
});

describe('quiz store', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = stubBrowserStorage();
    vi.resetModules();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses a versioned zones key; corrupt data gives the seeds back, other keys untouched', async () => {
    expect(CUSTOM_QUIZZES_KEY).toBe('naturverse.zones.quizzes.v1');
    storage.setItem(CUSTOM_QUIZZES_KEY, '{"mode":"classic"}');
    storage.setItem('naturverse.zones.stories.v1', '[]');
    const { allQuizzes, saveQuiz, deleteQuiz } = await import('./quiz-store');
    expect(allQuizzes([]).map((q) => q.title)).toEqual(['Nature Basics', 'Nature Board']);
    saveQuiz(classic);
    expect(storedState(storage, CUSTOM_QUIZZES_KEY)).toEqual([classic]);
    deleteQuiz(classic.id);
    expect(storedState(storage, CUSTOM_QUIZZES_KEY)).toEqual([]);
    expect(storage.getItem('naturverse.zones.stories.v1')).toBe('[]');
  });
});
