/**
 * Custom quizzes in the browser under a versioned key. Each entry is checked; broken ones
 * are dropped and the rest kept. A value of the wrong shape gives none (the seed quizzes
 * are code, so they are always there).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import { parserOf } from '@naturverse/platform';
import { listById } from '../../lib/list-by-id';
import { LOCAL_QUIZ_PREFIX, type Quiz } from './quiz-types';

export const CUSTOM_QUIZZES_KEY = STORAGE_KEYS.quizzes;

const id = v.pipe(v.string(), v.minLength(1));

const optionSchema = v.object({ id, text: v.string(), correct: v.boolean() });
const questionSchema = v.object({
  id,
  type: v.literal('mc'),
  prompt: v.string(),
  options: v.pipe(
    v.array(optionSchema),
    v.minLength(2),
    v.check((options) => options.some((o) => o.correct), 'no correct option'),
  ),
  explanation: v.optional(v.string()),
});

/** A board cell is read back not taken: a stored game starts fresh. */
const cellSchema = v.pipe(
  v.object({ id, points: v.pipe(v.number(), v.finite()), question: v.string(), answer: v.string() }),
  v.transform((cell) => ({ ...cell, taken: false })),
);
const columnSchema = v.object({ id, title: v.string(), cells: v.pipe(v.array(cellSchema), v.minLength(1)) });

const quizBase = { id: v.pipe(id, v.startsWith(LOCAL_QUIZ_PREFIX)), title: v.string(), emoji: v.string() };
const quizSchema = v.variant('mode', [
  v.object({ ...quizBase, mode: v.literal('classic'), questions: v.pipe(v.array(questionSchema), v.minLength(1)) }),
  v.object({ ...quizBase, mode: v.literal('jeopardy'), columns: v.pipe(v.array(columnSchema), v.minLength(1)) }),
]);

/** Custom quizzes: valid ones, first of each id (a bad one dropped and logged); not a list → none. */
export const quizzesSchema = listById<Quiz>(quizSchema, 'quiz');
export const parseStoredQuizzes = parserOf(quizzesSchema);

export function upsertQuiz(quizzes: readonly Quiz[], quiz: Quiz): Quiz[] {
  return quizzes.some((q) => q.id === quiz.id) ? quizzes.map((q) => (q.id === quiz.id ? quiz : q)) : [...quizzes, quiz];
}

export function removeQuiz(quizzes: readonly Quiz[], id: string): Quiz[] {
  return quizzes.filter((q) => q.id !== id);
}
