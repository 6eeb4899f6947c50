/**
 * Custom quizzes in the browser under a versioned key. Each entry is checked; broken ones
 * are dropped and the rest kept. A value of the wrong shape gives none (the seed quizzes
 * are code, so they are always there).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { parseListById } from '../../lib/parse-list';
import { LOCAL_QUIZ_PREFIX, type ClassicQuestion, type JeopardyColumn, type Quiz } from './quiz-types';

export const CUSTOM_QUIZZES_KEY = STORAGE_KEYS.quizzes;

const isText = (v: unknown): v is string => typeof v === 'string';
const isId = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function parseQuestion(v: unknown): ClassicQuestion | null {
  if (!isObject(v) || !isId(v.id) || v.type !== 'mc' || !isText(v.prompt) || !Array.isArray(v.options)) return null;
  const options = v.options.filter((o): o is Record<string, unknown> => isObject(o) && isId(o.id) && isText(o.text) && typeof o.correct === 'boolean');
  if (options.length !== v.options.length || options.length < 2 || !options.some((o) => o.correct)) return null;
  if (v.explanation !== undefined && !isText(v.explanation)) return null;
  return {
    id: v.id, type: 'mc', prompt: v.prompt,
    options: options.map((o) => ({ id: o.id as string, text: o.text as string, correct: o.correct as boolean })),
    ...(isText(v.explanation) ? { explanation: v.explanation } : {}),
  };
}

function parseColumn(v: unknown): JeopardyColumn | null {
  if (!isObject(v) || !isId(v.id) || !isText(v.title) || !Array.isArray(v.cells) || v.cells.length === 0) return null;
  const cells = v.cells.filter((c): c is Record<string, unknown> =>
    isObject(c) && isId(c.id) && typeof c.points === 'number' && Number.isFinite(c.points) && isText(c.question) && isText(c.answer));
  if (cells.length !== v.cells.length) return null;
  return { id: v.id, title: v.title, cells: cells.map((c) => ({ id: c.id as string, points: c.points as number, question: c.question as string, answer: c.answer as string, taken: false })) };
}

export function parseQuiz(v: unknown): Quiz | null {
  if (!isObject(v) || !isId(v.id) || !v.id.startsWith(LOCAL_QUIZ_PREFIX) || !isText(v.title) || !isText(v.emoji)) return null;
  if (v.mode === 'classic' && Array.isArray(v.questions) && v.questions.length > 0) {
    const questions = v.questions.map(parseQuestion);
    return questions.every((q) => q !== null) ? { id: v.id, mode: 'classic', title: v.title, emoji: v.emoji, questions: questions as ClassicQuestion[] } : null;
  }
  if (v.mode === 'jeopardy' && Array.isArray(v.columns) && v.columns.length > 0) {
    const columns = v.columns.map(parseColumn);
    return columns.every((c) => c !== null) ? { id: v.id, mode: 'jeopardy', title: v.title, emoji: v.emoji, columns: columns as JeopardyColumn[] } : null;
  }
  return null;
}

export function parseStoredQuizzes(value: unknown): Quiz[] | null {
  return parseListById(value, parseQuiz, 'quiz');
}

export function upsertQuiz(quizzes: readonly Quiz[], quiz: Quiz): Quiz[] {
  return quizzes.some((q) => q.id === quiz.id) ? quizzes.map((q) => (q.id === quiz.id ? quiz : q)) : [...quizzes, quiz];
}

export function removeQuiz(quizzes: readonly Quiz[], id: string): Quiz[] {
  return quizzes.filter((q) => q.id !== id);
}
