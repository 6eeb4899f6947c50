/**
 * Classic quiz (spec §4): questions in random order, options shuffled, +1 per correct
 * answer, the explanation after answering, then 'scored X / N'. Play Again deals a new order.
 */
import type { ClassicQuestion, ClassicQuiz } from './quiz-types';
import { shuffle, type RandomSource } from './shuffle';

export interface ClassicGame {
  questions: ClassicQuestion[];
  index: number;
  score: number;
  /** The option picked for the current question, or null before answering. */
  picked: string | null;
}

export function startClassic(quiz: ClassicQuiz, random: RandomSource): ClassicGame {
  const questions = shuffle(quiz.questions, random).map((q) => ({ ...q, options: shuffle(q.options, random) }));
  return { questions, index: 0, score: 0, picked: null };
}

export function currentQuestion(game: ClassicGame): ClassicQuestion | undefined {
  return game.questions[game.index];
}

export function isFinished(game: ClassicGame): boolean {
  return game.index >= game.questions.length;
}

/** Answer once: a second answer to the same question, or an unknown option, changes nothing. */
export function answer(game: ClassicGame, optionId: string): ClassicGame {
  const option = currentQuestion(game)?.options.find((o) => o.id === optionId);
  if (!option || game.picked !== null) return game;
  return { ...game, picked: optionId, score: game.score + (option.correct ? 1 : 0) };
}

export function next(game: ClassicGame): ClassicGame {
  if (game.picked === null) return game;
  return { ...game, index: game.index + 1, picked: null };
}

export function pickedCorrectly(game: ClassicGame): boolean {
  return currentQuestion(game)?.options.find((o) => o.id === game.picked)?.correct ?? false;
}

export function scoreText(game: ClassicGame): string {
  return `scored ${game.score} / ${game.questions.length}`;
}
