import { describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { QUIZZES_SPEC } from './quiz-store';

describeStoredValueFaults({ quizzes: QUIZZES_SPEC });

const quiz = (id: string) => ({
  id, mode: 'classic', title: `Quiz ${id}`, emoji: '❓',
  questions: [{ id: 'q1', type: 'mc', prompt: 'Which?', options: [{ id: 'a', text: 'A', correct: true }, { id: 'b', text: 'B', correct: false }] }],
});

describeOneBadEntry({
  quizzes: { spec: QUIZZES_SPEC, good: [quiz('local-q1'), quiz('local-q2')], bad: { ...quiz('local-bad'), questions: [] } },
});
