import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { QUIZZES_SPEC } from './quiz-store';

describeStoredValueFaults({ quizzes: QUIZZES_SPEC });
