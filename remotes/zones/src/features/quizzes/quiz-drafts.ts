/** The Builder tab's unsaved quizzes, one per target (a new quiz, or each quiz being edited). */
import * as v from 'valibot';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { createDraftStore } from '@naturverse/platform/drafts';
import { OPTION_LETTERS, type QuizDraft } from './quiz-builder';

const text = v.string();
const quizDraftSchema: v.GenericSchema<unknown, QuizDraft> = v.object({
  id: text,
  mode: v.picklist(['classic', 'jeopardy']),
  title: text,
  emoji: text,
  questions: v.array(
    v.object({
      id: text,
      prompt: text,
      options: v.tuple([text, text, text, text]),
      correct: v.picklist(OPTION_LETTERS),
      explanation: text,
    }),
  ),
  columns: v.array(v.object({ id: text, title: text, cells: v.array(v.object({ id: text, points: v.number(), question: text, answer: text })) })),
});

export const quizDrafts = createDraftStore(STORAGE_KEYS.quizDrafts, quizDraftSchema, 'quiz draft');
