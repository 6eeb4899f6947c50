/** Enrolled and Progress, persisted under their versioned keys and shared by every view. */
import { useStore } from 'zustand';
import { createPersistedStore, parserSchema } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import {
  ENROLLED_KEY,
  PROGRESS_KEY,
  isEnrolled,
  parseEnrolled,
  parseProgress,
  toggleEnrolled,
  toggleLesson,
  type Enrolled,
  type Progress,
} from './enrolment';

const enrolled = createPersistedStore<Enrolled>({ key: ENROLLED_KEY, version: 1, schema: parserSchema(parseEnrolled), fallback: [] }, reportWriteFailure);
const progress = createPersistedStore<Progress>({ key: PROGRESS_KEY, version: 1, schema: parserSchema(parseProgress), fallback: {} }, reportWriteFailure);

export function toggleEnrollment(slug: string) {
  return enrolled.commit(toggleEnrolled(enrolled.get(), slug));
}

export function toggleLessonComplete(slug: string, lessonId: string) {
  return progress.commit(toggleLesson(progress.get(), slug, lessonId));
}

export function useIsEnrolled(slug: string): boolean {
  return useStore(enrolled.store, (s) => isEnrolled(s.value, slug));
}

/** The whole map (stable between changes); derive per-lesson state from it. */
export function useProgress(): Progress {
  return useStore(progress.store, (s) => s.value);
}
