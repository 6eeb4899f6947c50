/** Custom quizzes on the platform's persisted store; the seed quizzes always come first. */
import { useStore } from 'zustand';
import { createPersistedStore, parserSchema } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { CUSTOM_QUIZZES_KEY, parseStoredQuizzes, removeQuiz, upsertQuiz } from './quiz-storage';
import type { Quiz } from './quiz-types';
import { SEED_QUIZZES } from './seed-quizzes';

const custom = createPersistedStore<Quiz[]>({ key: CUSTOM_QUIZZES_KEY, version: 1, schema: parserSchema(parseStoredQuizzes), fallback: [] }, reportWriteFailure);

export function useCustomQuizzes(): Quiz[] {
  return useStore(custom.store, (s) => s.value);
}

export function allQuizzes(customQuizzes: readonly Quiz[]): Quiz[] {
  return [...SEED_QUIZZES, ...customQuizzes];
}

export function saveQuiz(quiz: Quiz) {
  return custom.commit(upsertQuiz(custom.get(), quiz));
}

export function deleteQuiz(id: string) {
  return custom.commit(removeQuiz(custom.get(), id));
}
