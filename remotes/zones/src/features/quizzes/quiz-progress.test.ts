import { describe, expect, it } from 'vitest';
import { answer, next, startClassic } from './classic-game';
import { playTile, startBoard } from './jeopardy';
import { boardProgress, classicProgress, progressSlot, resumeBoard, resumeClassic } from './quiz-progress';
import { NATURE_BASICS, SEED_QUIZZES } from './seed-quizzes';
import type { JeopardyQuiz } from './quiz-types';

const BOARD = SEED_QUIZZES.find((q): q is JeopardyQuiz => q.mode === 'jeopardy')!;
const seeded = (seed: number) => () => (seed = (seed * 9301 + 49297) % 233280) / 233280;

describe('a classic quiz in play, kept and resumed', () => {
  const played = () => {
    let game = startClassic(NATURE_BASICS, seeded(7));
    const right = game.questions[0]!.options.find((o) => o.correct)!;
    game = next(answer(game, right.id));
    const wrong = game.questions[1]!.options.find((o) => !o.correct)!;
    return answer(game, wrong.id);
  };

  it('comes back with the same question, order, options, score and answer picked', () => {
    const game = played();
    const stored = JSON.parse(JSON.stringify(classicProgress(game)));
    expect(resumeClassic(NATURE_BASICS, stored)).toEqual(game);
  });

  it('is not resumed when it no longer fits the quiz (edited, another quiz, impossible score)', () => {
    const kept = classicProgress(played());
    const fewer = { ...NATURE_BASICS, questions: NATURE_BASICS.questions.slice(1) };
    expect(resumeClassic(fewer, kept)).toBeNull();
    expect(resumeClassic(NATURE_BASICS, { ...kept, score: 3 })).toBeNull();
    expect(resumeClassic(NATURE_BASICS, { ...kept, index: 3 })).toBeNull();
    expect(resumeClassic(NATURE_BASICS, { ...kept, picked: 'z' })).toBeNull();
    expect(resumeClassic(NATURE_BASICS, { ...kept, order: [kept.order[0]!, kept.order[0]!, kept.order[1]!] })).toBeNull();
    expect(resumeClassic(NATURE_BASICS, { mode: 'jeopardy', used: [], total: 0 })).toBeNull();
    expect(resumeClassic(NATURE_BASICS, undefined)).toBeNull();
  });
});

describe('a board in play, kept and resumed', () => {
  const cells = BOARD.columns.flatMap((c) => c.cells);

  it('comes back with its used tiles and total', () => {
    const game = playTile(BOARD, playTile(BOARD, startBoard(), cells[0]!.id, 'correct'), cells[1]!.id, 'reveal');
    expect(resumeBoard(BOARD, boardProgress(game))).toEqual(game);
  });

  it('is not resumed with unknown or repeated tiles, or more points than its tiles hold', () => {
    expect(resumeBoard(BOARD, { mode: 'jeopardy', used: ['nope'], total: 0 })).toBeNull();
    expect(resumeBoard(BOARD, { mode: 'jeopardy', used: [cells[0]!.id, cells[0]!.id], total: 0 })).toBeNull();
    expect(resumeBoard(BOARD, { mode: 'jeopardy', used: [cells[0]!.id], total: cells[0]!.points + 1 })).toBeNull();
  });

  it('keeps the Play tab and the Party board apart', () => {
    expect(progressSlot('play', BOARD.id)).not.toBe(progressSlot('party', BOARD.id));
  });
});
