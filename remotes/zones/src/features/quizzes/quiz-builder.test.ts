import { describe, expect, it } from 'vitest';
import {
  addColumn,
  addQuestion,
  finalizeQuiz,
  newQuizDraft,
  removeColumn,
  removeQuestion,
  setOptionText,
  toDraft,
  updateCell,
  updateColumnTitle,
  updateQuestion,
} from './quiz-builder';

describe('quiz builder (spec §5)', () => {
  it('blank title → Untitled Quiz, blank prompt → Question, correct option defaults to a', () => {
    const quiz = finalizeQuiz(newQuizDraft('classic'), () => 'x');
    expect(quiz).toMatchObject({ id: 'local-x', mode: 'classic', title: 'Untitled Quiz' });
    if (quiz.mode !== 'classic') throw new Error('classic expected');
    expect(quiz.questions[0]!.prompt).toBe('Question');
    expect(quiz.questions[0]!.options.map((o) => [o.id, o.correct])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
      ['d', false],
    ]);
    expect(quiz.questions[0]).not.toHaveProperty('explanation');
  });

  it('the correct option is the one chosen among a to d; texts are trimmed', () => {
    let d = newQuizDraft('classic');
    const id = d.questions[0]!.id;
    d = updateQuestion(d, id, { prompt: ' Which is a bird? ', correct: 'c', explanation: 'Owls have feathers.' });
    d = setOptionText(d, id, 'c', 'Owl');
    d = { ...d, title: 'Birds' };
    const quiz = finalizeQuiz(d, () => '1');
    if (quiz.mode !== 'classic') throw new Error('classic expected');
    expect(quiz.title).toBe('Birds');
    expect(quiz.questions[0]).toMatchObject({ prompt: 'Which is a bird?', explanation: 'Owls have feathers.' });
    expect(quiz.questions[0]!.options.find((o) => o.correct)).toEqual({ id: 'c', text: 'Owl', correct: true });
  });

  it('keeps at least one question and one column', () => {
    const d = newQuizDraft();
    expect(removeQuestion(d, d.questions[0]!.id)).toBe(d);
    const two = addQuestion(d);
    expect(removeQuestion(two, two.questions[0]!.id).questions).toHaveLength(1);
    let j = newQuizDraft('jeopardy');
    for (const c of j.columns.slice(1)) j = removeColumn(j, c.id);
    expect(removeColumn(j, j.columns[0]!.id).columns).toHaveLength(1);
    expect(addColumn(addColumn(addColumn(j))).columns).toHaveLength(4); // capped at 4
    expect(addColumn(addColumn(addColumn(addColumn(j)))).columns).toHaveLength(4);
  });

  it('a jeopardy draft has 3 columns of 100, 200, 300; blanks get defaults', () => {
    let d = newQuizDraft('jeopardy');
    expect(d.columns.map((c) => c.cells.map((x) => x.points))).toEqual([
      [100, 200, 300],
      [100, 200, 300],
      [100, 200, 300],
    ]);
    d = updateColumnTitle(d, d.columns[0]!.id, 'Bugs');
    d = updateCell(d, d.columns[0]!.cells[0]!.id, { question: 'Six legs?', answer: 'Insect' });
    const quiz = finalizeQuiz(d, () => 'j');
    if (quiz.mode !== 'jeopardy') throw new Error('jeopardy expected');
    expect(quiz.title).toBe('Untitled Quiz');
    expect(quiz.columns.map((c) => c.title)).toEqual(['Bugs', 'Category 2', 'Category 3']);
    expect(quiz.columns[0]!.cells[0]).toMatchObject({ question: 'Six legs?', answer: 'Insect', taken: false });
    expect(quiz.columns[1]!.cells[0]).toMatchObject({ question: 'Question', answer: 'Answer' });
  });

  it('a saved quiz round-trips through toDraft and keeps its id when edited', () => {
    let d = newQuizDraft('classic');
    d = updateQuestion(d, d.questions[0]!.id, { prompt: 'P', correct: 'b' });
    const quiz = finalizeQuiz(d, () => 'r');
    const again = finalizeQuiz(toDraft(quiz), () => 'other');
    expect(again).toEqual(quiz);
  });
});
