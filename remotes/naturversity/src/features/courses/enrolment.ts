/**
 * Enrolled (spec §3: list of course slugs) and Progress (per slug, list of completed
 * lesson ids). Pure rules, so toggles and corrupt-storage parsing are unit tested.
 */
import * as v from 'valibot';
import { listOf, parserOf, recordOf } from '@naturverse/platform';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { countOf } from '@naturverse/ui/plural';

export type Enrolled = readonly string[];
export type Progress = Readonly<Record<string, readonly string[]>>;

export const ENROLLED_KEY = STORAGE_KEYS.coursesEnrolled;
export const PROGRESS_KEY = STORAGE_KEYS.coursesProgress;

export function isEnrolled(enrolled: Enrolled, slug: string): boolean {
  return enrolled.includes(slug);
}

/** Spec §4: Enroll toggles enrolled / not enrolled. */
export function toggleEnrolled(enrolled: Enrolled, slug: string): Enrolled {
  return isEnrolled(enrolled, slug) ? enrolled.filter((s) => s !== slug) : [...enrolled, slug];
}

export function completedLessons(progress: Progress, slug: string): readonly string[] {
  return Object.prototype.hasOwnProperty.call(progress, slug) ? (progress[slug] ?? []) : [];
}

export function isLessonComplete(progress: Progress, slug: string, lessonId: string): boolean {
  return completedLessons(progress, slug).includes(lessonId);
}

/** Spec §4: the lesson checkbox toggles complete. A course with nothing done drops out. */
export function toggleLesson(progress: Progress, slug: string, lessonId: string): Progress {
  const done = completedLessons(progress, slug);
  const next = done.includes(lessonId) ? done.filter((id) => id !== lessonId) : [...done, lessonId];
  const out: Record<string, readonly string[]> = { ...progress };
  if (next.length === 0) delete out[slug];
  else out[slug] = next;
  return out;
}

/** How many of `lessonIds` are complete (ids no longer in the course are not counted). */
export function countComplete(progress: Progress, slug: string, lessonIds: readonly string[]): number {
  const done = completedLessons(progress, slug);
  return lessonIds.filter((id) => done.includes(id)).length;
}

export function completionText(done: number, total: number): string {
  return `${done} of ${countOf(total, 'lesson')} complete`;
}

const slugText = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== ''),
);

/** Stored value → list of unique slugs (bad entries dropped); not a list → empty. */
export const enrolledSchema = v.pipe(
  listOf(slugText),
  v.transform((slugs): Enrolled => [...new Set(slugs)]),
);

/** Stored value → progress map; a bad or empty entry is dropped; not a plain object → empty. */
export const progressSchema = v.pipe(
  recordOf(enrolledSchema),
  v.transform((map): Progress => Object.fromEntries(Object.entries(map).filter(([slug, ids]) => slug.trim() !== '' && ids.length > 0))),
);

export const parseEnrolled = parserOf(enrolledSchema);
export const parseProgress = parserOf(progressSchema);
