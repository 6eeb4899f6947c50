/** Spec §3 Quiz: classic (multiple-choice questions) or jeopardy (a board of columns). */
export interface QuizOption {
  id: string;
  text: string;
  correct: boolean;
}

export interface ClassicQuestion {
  id: string;
  type: 'mc';
  prompt: string;
  options: QuizOption[];
  explanation?: string;
}

export interface JeopardyCell {
  id: string;
  points: number;
  question: string;
  answer: string;
  /** Stored quizzes are always unused; a game tracks used tiles itself (see jeopardy.ts). */
  taken: boolean;
}

export interface JeopardyColumn {
  id: string;
  title: string;
  cells: JeopardyCell[];
}

interface QuizBase {
  id: string;
  emoji: string;
  title: string;
}

export interface ClassicQuiz extends QuizBase {
  mode: 'classic';
  questions: ClassicQuestion[];
}

export interface JeopardyQuiz extends QuizBase {
  mode: 'jeopardy';
  columns: JeopardyColumn[];
}

export type Quiz = ClassicQuiz | JeopardyQuiz;

export const LOCAL_QUIZ_PREFIX = 'local-';
