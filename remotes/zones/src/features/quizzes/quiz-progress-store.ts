/**
 * Quizzes in play, kept in local storage as a story keeps its scene (story-store.ts): a reload, a
 * tab switch or coming back later finds the quiz where it was, until it is finished or started
 * again. Keeping it is best effort and silent, like a builder's draft: when storage refuses, the
 * game on screen goes on, only a reload would start it afresh.
 */
import { createPersistedStore, recordOf, type PersistedSpec } from '@naturverse/platform';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { quizProgressSchema, type QuizProgress } from './quiz-progress';

export const QUIZ_PROGRESS_SPEC: PersistedSpec<Readonly<Record<string, QuizProgress>>> = {
  key: STORAGE_KEYS.quizProgress,
  version: 1,
  schema: recordOf(quizProgressSchema, 'quiz in progress'),
  fallback: {},
};
const progress = createPersistedStore(QUIZ_PROGRESS_SPEC);

/** What is kept for `slot` (progressSlot), read once when a game opens. */
export function keptProgress(slot: string): QuizProgress | undefined {
  return progress.get()[slot];
}

/** Keep `value` for `slot`; null forgets it (the game is finished, or has not started). */
export function keepProgress(slot: string, value: QuizProgress | null): void {
  const current = progress.get();
  if (value === null) {
    if (!(slot in current)) return;
    const { [slot]: _gone, ...rest } = current;
    progress.save(rest);
  } else if (JSON.stringify(current[slot]) !== JSON.stringify(value)) {
    progress.save({ ...current, [slot]: value });
  }
}

/** A deleted quiz's games, wherever they were played. */
export function forgetQuiz(quizId: string): void {
  const current = progress.get();
  const rest = Object.fromEntries(Object.entries(current).filter(([slot]) => slot.slice(slot.indexOf(':') + 1) !== quizId));
  if (Object.keys(rest).length !== Object.keys(current).length) progress.save(rest);
}
