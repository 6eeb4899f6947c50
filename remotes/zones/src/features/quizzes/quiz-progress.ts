/**
 * A quiz in play, as it is kept in the browser: a classic quiz's order (questions and their
 * options, by id), the question it is at, the score and the answer picked; a board's used tiles
 * and total. Kept by id, never as copied questions, so a quiz edited since cannot come back as an
 * old copy: progress that no longer fits its quiz is not resumed (a new game starts).
 */
import * as v from 'valibot';
import type { ClassicGame } from './classic-game';
import type { BoardGame } from './jeopardy';
import type { ClassicQuiz, JeopardyQuiz } from './quiz-types';

const id = v.string();
const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const quizProgressSchema = v.variant('mode', [
  v.object({ mode: v.literal('classic'), order: v.array(id), options: v.array(v.array(id)), index: count, score: count, picked: v.nullable(id) }),
  v.object({ mode: v.literal('jeopardy'), used: v.array(id), total: count }),
]);

export type QuizProgress = v.InferOutput<typeof quizProgressSchema>;
export type ClassicProgress = Extract<QuizProgress, { mode: 'classic' }>;
export type BoardProgress = Extract<QuizProgress, { mode: 'jeopardy' }>;

/** Where a game is played: the Play tab or the Party board keep their own game of the same quiz. */
export type QuizPlace = 'play' | 'party';

export function progressSlot(place: QuizPlace, quizId: string): string {
  return `${place}:${quizId}`;
}

export function classicProgress(game: ClassicGame): ClassicProgress {
  return {
    mode: 'classic',
    order: game.questions.map((q) => q.id),
    options: game.questions.map((q) => q.options.map((o) => o.id)),
    index: game.index,
    score: game.score,
    picked: game.picked,
  };
}

/** The same ids, each once, in any order. */
function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && new Set(a).size === a.length && b.every((x) => a.includes(x));
}

/** The game `progress` describes for `quiz`, or null when it does not fit the quiz (edited, or not this one). */
export function resumeClassic(quiz: ClassicQuiz, progress: QuizProgress | undefined): ClassicGame | null {
  if (progress?.mode !== 'classic') return null;
  const { order, options, index, score, picked } = progress;
  if (
    !sameSet(
      order,
      quiz.questions.map((q) => q.id),
    ) ||
    options.length !== order.length
  )
    return null;
  const questions = order.map((qid, i) => {
    const question = quiz.questions.find((q) => q.id === qid)!;
    const ids = options[i]!;
    if (
      !sameSet(
        ids,
        question.options.map((o) => o.id),
      )
    )
      return null;
    return { ...question, options: ids.map((oid) => question.options.find((o) => o.id === oid)!) };
  });
  if (questions.some((q) => q === null) || index >= order.length || score > index + (picked === null ? 0 : 1)) return null;
  if (picked !== null && !questions[index]!.options.some((o) => o.id === picked)) return null;
  return { questions: questions as ClassicGame['questions'], index, score, picked };
}

export function boardProgress(game: BoardGame): BoardProgress {
  return { mode: 'jeopardy', used: [...game.used], total: game.total };
}

export function resumeBoard(quiz: JeopardyQuiz, progress: QuizProgress | undefined): BoardGame | null {
  if (progress?.mode !== 'jeopardy') return null;
  const cells = quiz.columns.flatMap((c) => c.cells);
  const used = progress.used.map((cid) => cells.find((c) => c.id === cid));
  if (new Set(progress.used).size !== used.length || used.some((c) => c === undefined)) return null;
  const most = used.reduce((sum, c) => sum + c!.points, 0);
  return progress.total <= most ? { used: [...progress.used], total: progress.total } : null;
}
