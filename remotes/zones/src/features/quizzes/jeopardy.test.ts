import { describe, expect, it } from 'vitest';
import { boardDone, isUsed, playTile, startBoard } from './jeopardy';
import { NATURE_BOARD } from './seed-quizzes';

describe('jeopardy board (spec §4)', () => {
  it('Correct adds the points, Reveal adds none; each tile can be used once', () => {
    let g = playTile(NATURE_BOARD, startBoard(), 'animals-200', 'correct');
    expect(g).toEqual({ used: ['animals-200'], total: 200 });
    g = playTile(NATURE_BOARD, g, 'plants-300', 'reveal');
    expect(g).toEqual({ used: ['animals-200', 'plants-300'], total: 200 });
    expect(isUsed(g, 'plants-300')).toBe(true);
    expect(playTile(NATURE_BOARD, g, 'animals-200', 'correct')).toBe(g);
    expect(playTile(NATURE_BOARD, g, 'nope', 'correct')).toBe(g);
  });

  it('the board is done when every tile is used', () => {
    let g = startBoard();
    const ids = NATURE_BOARD.columns.flatMap((c) => c.cells.map((x) => x.id));
    for (const id of ids) {
      expect(boardDone(NATURE_BOARD, g)).toBe(false);
      g = playTile(NATURE_BOARD, g, id, 'correct');
    }
    expect(boardDone(NATURE_BOARD, g)).toBe(true);
    expect(g.total).toBe(1800);
  });
});

describe('seed quizzes (spec §9)', () => {
  it('Nature Basics: 3 classic questions, each with one correct option and an explanation', async () => {
    const { NATURE_BASICS } = await import('./seed-quizzes');
    expect(NATURE_BASICS.title).toBe('Nature Basics');
    expect(NATURE_BASICS.questions).toHaveLength(3);
    for (const q of NATURE_BASICS.questions) {
      expect(q.options.filter((o) => o.correct)).toHaveLength(1);
      expect(q.explanation).toBeTruthy();
    }
  });

  it('the board has 3 columns with points 100, 200, 300', () => {
    expect(NATURE_BOARD.columns).toHaveLength(3);
    for (const col of NATURE_BOARD.columns) expect(col.cells.map((c) => c.points)).toEqual([100, 200, 300]);
  });
});
