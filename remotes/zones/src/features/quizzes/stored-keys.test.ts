import { asMap, describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { quizDrafts } from './quiz-drafts';
import { newQuizDraft } from './quiz-builder';
import { QUIZZES_SPEC } from './quiz-store';
import { QUIZ_PROGRESS_SPEC } from './quiz-progress-store';

describeStoredValueFaults({ quizzes: QUIZZES_SPEC, quizDrafts: quizDrafts.spec, quizProgress: QUIZ_PROGRESS_SPEC });

const quiz = (id: string) => ({
  id,
  mode: 'classic',
  title: `Quiz ${id}`,
  emoji: '❓',
  questions: [
    {
      id: 'q1',
      type: 'mc',
      prompt: 'Which?',
      options: [
        { id: 'a', text: 'A', correct: true },
        { id: 'b', text: 'B', correct: false },
      ],
    },
  ],
});

describeOneBadEntry({
  quizzes: { spec: QUIZZES_SPEC, good: [quiz('local-q1'), quiz('local-q2')], bad: { ...quiz('local-bad'), questions: [] } },
  'quiz drafts': {
    spec: quizDrafts.spec,
    good: [{ new: { ...newQuizDraft(), title: 'Half' } }, { 'local-q1': { ...newQuizDraft('jeopardy'), id: 'local-q1' } }],
    bad: { 'local-q2': { ...newQuizDraft(), correct: 'e', mode: 'essay' } },
    wrap: asMap,
  },
  'quizzes in progress': {
    spec: QUIZ_PROGRESS_SPEC,
    good: [
      { 'play:classic-nature': { mode: 'classic', order: ['q1'], options: [['a', 'b']], index: 0, score: 0, picked: null } },
      { 'party:jeopardy-1': { mode: 'jeopardy', used: ['c1'], total: 100 } },
    ],
    bad: { 'play:other': { mode: 'jeopardy', used: 'c1', total: -5 } },
    wrap: asMap,
  },
});
