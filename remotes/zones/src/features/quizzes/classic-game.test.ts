import { seededRandom } from '@naturverse/testing/seeded-random';
import { describe, expect, it } from 'vitest';
import { answer, currentQuestion, isFinished, next, pickedCorrectly, scoreText, startClassic } from './classic-game';
import { NATURE_BASICS } from './seed-quizzes';

const correctId = (g: ReturnType<typeof startClassic>) => currentQuestion(g)!.options.find((o) => o.correct)!.id;
const wrongId = (g: ReturnType<typeof startClassic>) => currentQuestion(g)!.options.find((o) => !o.correct)!.id;

describe('classic quiz (spec §4)', () => {
  it('deals the questions in a random order with shuffled options (seeded)', () => {
    const a = startClassic(NATURE_BASICS, seededRandom(1));
    const b = startClassic(NATURE_BASICS, seededRandom(1));
    expect(a).toEqual(b);
    expect(a.questions.map((q) => q.id).sort()).toEqual(NATURE_BASICS.questions.map((q) => q.id).sort());
    const orders = new Set(
      Array.from({ length: 20 }, (_, s) =>
        startClassic(NATURE_BASICS, seededRandom(s))
          .questions.map((q) => q.id)
          .join(),
      ),
    );
    expect(orders.size).toBeGreaterThan(1);
    const optionOrders = new Set(
      Array.from({ length: 20 }, (_, s) =>
        startClassic(NATURE_BASICS, seededRandom(s))
          .questions[0]!.options.map((o) => o.id)
          .join(),
      ),
    );
    expect(optionOrders.size).toBeGreaterThan(1);
  });

  it('+1 per correct answer, none for a wrong one, one answer per question', () => {
    let g = startClassic(NATURE_BASICS, seededRandom(3));
    g = answer(g, correctId(g));
    expect(g.score).toBe(1);
    expect(pickedCorrectly(g)).toBe(true);
    expect(answer(g, correctId(g))).toBe(g); // answering twice does nothing
    g = next(g);
    g = answer(g, wrongId(g));
    expect(g.score).toBe(1);
    expect(pickedCorrectly(g)).toBe(false);
    g = next(g);
    expect(next(g)).toBe(g); // cannot skip without answering
    g = next(answer(g, correctId(g)));
    expect(isFinished(g)).toBe(true);
    expect(scoreText(g)).toBe('scored 2 / 3');
  });

  it('ignores unknown options', () => {
    const g = startClassic(NATURE_BASICS, seededRandom(3));
    expect(answer(g, 'zz')).toBe(g);
  });
});
