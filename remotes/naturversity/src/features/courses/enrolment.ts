/**
 * Enrolled (spec §3: list of course slugs) and Progress (per slug, list of completed
 * lesson ids). Pure rules, so toggles and corrupt-storage parsing are unit tested.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';

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
  return `${done} of ${total} lessons complete`;
}

const isSlugText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** Stored value → list of unique slugs, or null (→ empty) when it is not a list. */
export function parseEnrolled(value: unknown): Enrolled | null {
  if (!Array.isArray(value)) return null;
  return [...new Set(value.filter(isSlugText))];
}

/** Stored value → progress map, or null (→ empty) when it is not a plain object. Bad entries are dropped. */
export function parseProgress(value: unknown): Progress | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const out: Record<string, readonly string[]> = {};
  for (const [slug, ids] of Object.entries(value as Record<string, unknown>)) {
    if (!isSlugText(slug) || !Array.isArray(ids)) continue;
    const clean = [...new Set(ids.filter(isSlugText))];
    if (clean.length > 0) out[slug] = clean;
  }
  return out;
}
