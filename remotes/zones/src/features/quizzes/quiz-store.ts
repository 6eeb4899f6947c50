/** Custom quizzes on the platform's persisted store; the seed quizzes always come first. */
import { useStore } from 'zustand';
import { createPersistedStore, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { CUSTOM_QUIZZES_KEY, quizzesSchema, removeQuiz, upsertQuiz } from './quiz-storage';
import { quizDrafts } from './quiz-drafts';
import { forgetQuiz } from './quiz-progress-store';
import type { Quiz } from './quiz-types';
import { SEED_QUIZZES } from './seed-quizzes';

export const QUIZZES_SPEC: PersistedSpec<Quiz[]> = { key: CUSTOM_QUIZZES_KEY, version: 1, schema: quizzesSchema, fallback: [] };
const custom = createPersistedStore(QUIZZES_SPEC, reportWriteFailure);

export function useCustomQuizzes(): Quiz[] {
  return useStore(custom.store, (s) => s.value);
}

export function allQuizzes(customQuizzes: readonly Quiz[]): Quiz[] {
  return [...SEED_QUIZZES, ...customQuizzes];
}

/** Saved before it shows: a refused save leaves the list as it was (the builder keeps the draft). */
export function saveQuiz(quiz: Quiz) {
  return custom.save(upsertQuiz(custom.get(), quiz));
}

export function deleteQuiz(id: string) {
  quizDrafts.discard(id);
  const removed = custom.save(removeQuiz(custom.get(), id));
  if (removed.ok) forgetQuiz(id);
  return removed;
}
