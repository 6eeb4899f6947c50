/**
 * Quiz builder rules (spec §5): classic or jeopardy; blank title → 'Untitled Quiz', blank
 * prompt → 'Question'; the correct option is one of a–d (default a). Drafts are plain
 * data the form edits; `finalizeQuiz` turns one into a playable Quiz with a 'local-' id.
 */
import { nextId } from '../../lib/local-id';
import { LOCAL_QUIZ_PREFIX, type Quiz } from './quiz-types';

export const OPTION_LETTERS = ['a', 'b', 'c', 'd'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];
export const BOARD_POINTS = [100, 200, 300] as const;
export const MAX_COLUMNS = 4;
export const LIMITS = { title: 60, emoji: 8, prompt: 160, option: 80, explanation: 240, column: 40, clue: 160, answer: 80 } as const;

export interface QuestionDraft {
  id: string;
  prompt: string;
  options: [string, string, string, string];
  correct: OptionLetter;
  explanation: string;
}

export interface ColumnDraft {
  id: string;
  title: string;
  cells: Array<{ id: string; points: number; question: string; answer: string }>;
}

export interface QuizDraft {
  id: string;
  mode: 'classic' | 'jeopardy';
  title: string;
  emoji: string;
  questions: QuestionDraft[];
  columns: ColumnDraft[];
}

export function newQuestion(taken: readonly string[]): QuestionDraft {
  return { id: nextId('q', taken), prompt: '', options: ['', '', '', ''], correct: 'a', explanation: '' };
}

export function newColumn(taken: readonly string[]): ColumnDraft {
  const id = nextId('col', taken);
  return { id, title: '', cells: BOARD_POINTS.map((points) => ({ id: `${id}-${points}`, points, question: '', answer: '' })) };
}

export function newQuizDraft(mode: QuizDraft['mode'] = 'classic'): QuizDraft {
  const first = newColumn([]);
  return {
    id: '',
    mode,
    title: '',
    emoji: '',
    questions: [newQuestion([])],
    columns: [first, newColumn([first.id]), newColumn([first.id, 'col-2'])],
  };
}

export function addQuestion(d: QuizDraft): QuizDraft {
  return { ...d, questions: [...d.questions, newQuestion(d.questions.map((q) => q.id))] };
}

export function updateQuestion(d: QuizDraft, id: string, patch: Partial<Omit<QuestionDraft, 'id'>>): QuizDraft {
  return { ...d, questions: d.questions.map((q) => (q.id === id ? { ...q, ...patch } : q)) };
}

export function setOptionText(d: QuizDraft, id: string, letter: OptionLetter, text: string): QuizDraft {
  const q = d.questions.find((x) => x.id === id);
  if (!q) return d;
  const options = [...q.options] as QuestionDraft['options'];
  options[OPTION_LETTERS.indexOf(letter)] = text;
  return updateQuestion(d, id, { options });
}

/** A classic quiz keeps at least one question. */
export function removeQuestion(d: QuizDraft, id: string): QuizDraft {
  return d.questions.length <= 1 ? d : { ...d, questions: d.questions.filter((q) => q.id !== id) };
}

export function addColumn(d: QuizDraft): QuizDraft {
  if (d.columns.length >= MAX_COLUMNS) return d;
  return { ...d, columns: [...d.columns, newColumn(d.columns.map((c) => c.id))] };
}

export function removeColumn(d: QuizDraft, id: string): QuizDraft {
  return d.columns.length <= 1 ? d : { ...d, columns: d.columns.filter((c) => c.id !== id) };
}

export function updateColumnTitle(d: QuizDraft, id: string, title: string): QuizDraft {
  return { ...d, columns: d.columns.map((c) => (c.id === id ? { ...c, title } : c)) };
}

export function updateCell(d: QuizDraft, cellId: string, patch: { question?: string; answer?: string }): QuizDraft {
  return { ...d, columns: d.columns.map((c) => ({ ...c, cells: c.cells.map((x) => (x.id === cellId ? { ...x, ...patch } : x)) })) };
}

const orDefault = (text: string, fallback: string) => (text.trim() === '' ? fallback : text.trim());

export function finalizeQuiz(d: QuizDraft, makeId: () => string): Quiz {
  const id = d.id.startsWith(LOCAL_QUIZ_PREFIX) ? d.id : `${LOCAL_QUIZ_PREFIX}${makeId()}`;
  const title = orDefault(d.title, 'Untitled Quiz');
  if (d.mode === 'jeopardy') {
    return {
      id,
      mode: 'jeopardy',
      title,
      emoji: orDefault(d.emoji, '🏆'),
      columns: d.columns.map((c, i) => ({
        id: c.id,
        title: orDefault(c.title, `Category ${i + 1}`),
        cells: c.cells.map((x) => ({
          id: x.id,
          points: x.points,
          question: orDefault(x.question, 'Question'),
          answer: orDefault(x.answer, 'Answer'),
          taken: false,
        })),
      })),
    };
  }
  return {
    id,
    mode: 'classic',
    title,
    emoji: orDefault(d.emoji, '❓'),
    questions: d.questions.map((q) => {
      const explanation = q.explanation.trim();
      return {
        id: q.id,
        type: 'mc' as const,
        prompt: orDefault(q.prompt, 'Question'),
        options: OPTION_LETTERS.map((letter, i) => ({
          id: letter,
          text: orDefault(q.options[i] ?? '', `Option ${letter.toUpperCase()}`),
          correct: letter === q.correct,
        })),
        ...(explanation ? { explanation } : {}),
      };
    }),
  };
}

/** A saved quiz back into a draft for editing (the other mode's part starts fresh). */
export function toDraft(quiz: Quiz): QuizDraft {
  const blank = newQuizDraft(quiz.mode);
  const base = { ...blank, id: quiz.id, title: quiz.title, emoji: quiz.emoji };
  if (quiz.mode === 'jeopardy') {
    return {
      ...base,
      columns: quiz.columns.map((c) => ({
        id: c.id,
        title: c.title,
        cells: c.cells.map(({ id, points, question, answer }) => ({ id, points, question, answer })),
      })),
    };
  }
  return {
    ...base,
    questions: quiz.questions.map((q) => ({
      id: q.id,
      prompt: q.prompt,
      options: OPTION_LETTERS.map((l) => q.options.find((o) => o.id === l)?.text ?? '') as QuestionDraft['options'],
      correct: (q.options.find((o) => o.correct)?.id as OptionLetter | undefined) ?? 'a',
      explanation: q.explanation ?? '',
    })),
  };
}
