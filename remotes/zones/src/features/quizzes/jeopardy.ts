/**
 * Jeopardy board (spec §4): a tile can be used once; 'Correct' adds its points,
 * 'Reveal' adds none; either way the answer is shown and the tile is used.
 */
import type { JeopardyCell, JeopardyQuiz } from './quiz-types';

export interface BoardGame {
  used: string[];
  total: number;
}

export type TileOutcome = 'correct' | 'reveal';

export function startBoard(): BoardGame {
  return { used: [], total: 0 };
}

export function findCell(quiz: JeopardyQuiz, cellId: string): JeopardyCell | undefined {
  return quiz.columns.flatMap((c) => c.cells).find((c) => c.id === cellId);
}

export function isUsed(game: BoardGame, cellId: string): boolean {
  return game.used.includes(cellId);
}

export function playTile(quiz: JeopardyQuiz, game: BoardGame, cellId: string, outcome: TileOutcome): BoardGame {
  const cell = findCell(quiz, cellId);
  if (!cell || isUsed(game, cellId)) return game;
  return { used: [...game.used, cellId], total: game.total + (outcome === 'correct' ? cell.points : 0) };
}

export function boardDone(quiz: JeopardyQuiz, game: BoardGame): boolean {
  return quiz.columns.every((col) => col.cells.every((c) => isUsed(game, c.id)));
}
