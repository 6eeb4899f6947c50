/** Enrolled and Progress, persisted under their versioned keys and shared by every view. */
import { useStore } from 'zustand';
import { createPersistedStore, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import {
  ENROLLED_KEY,
  PROGRESS_KEY,
  isEnrolled,
  enrolledSchema,
  progressSchema,
  toggleEnrolled,
  toggleLesson,
  type Enrolled,
  type Progress,
} from './enrolment';

export const ENROLLED_SPEC: PersistedSpec<Enrolled> = { key: ENROLLED_KEY, version: 1, schema: enrolledSchema, fallback: [] };
const enrolled = createPersistedStore(ENROLLED_SPEC, reportWriteFailure);
export const PROGRESS_SPEC: PersistedSpec<Progress> = { key: PROGRESS_KEY, version: 1, schema: progressSchema, fallback: {} };
const progress = createPersistedStore(PROGRESS_SPEC, reportWriteFailure);

export function toggleEnrollment(slug: string) {
  return enrolled.save(toggleEnrolled(enrolled.get(), slug));
}

export function toggleLessonComplete(slug: string, lessonId: string) {
  return progress.save(toggleLesson(progress.get(), slug, lessonId));
}

export function useIsEnrolled(slug: string): boolean {
  return useStore(enrolled.store, (s) => isEnrolled(s.value, slug));
}

/** The whole map (stable between changes); derive per-lesson state from it. */
export function useProgress(): Progress {
  return useStore(progress.store, (s) => s.value);
}
