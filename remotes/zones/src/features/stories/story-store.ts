/** Custom stories and story progress on the platform's persisted store (one instance per page). */
import { useStore } from 'zustand';
import { createPersistedStore, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { SEED_STORIES } from './seed-stories';
import { storyDrafts } from './story-drafts';
import {
  CUSTOM_STORIES_KEY,
  STORY_PROGRESS_KEY,
  progressMapSchema,
  storiesSchema,
  removeStory,
  upsertStory,
  withProgress,
  withoutProgress,
  type ProgressMap,
} from './story-storage';
import type { Story, StoryProgress } from './story-types';

export const STORIES_SPEC: PersistedSpec<Story[]> = { key: CUSTOM_STORIES_KEY, version: 1, schema: storiesSchema, fallback: [] };
const custom = createPersistedStore(STORIES_SPEC, reportWriteFailure);
export const STORY_PROGRESS_SPEC: PersistedSpec<ProgressMap> = { key: STORY_PROGRESS_KEY, version: 1, schema: progressMapSchema, fallback: {} };
const progress = createPersistedStore(STORY_PROGRESS_SPEC, reportWriteFailure);

export function useCustomStories(): Story[] {
  return useStore(custom.store, (s) => s.value);
}

export function useProgressMap(): ProgressMap {
  return useStore(progress.store, (s) => s.value);
}

export function findStory(customStories: readonly Story[], id: string | null): Story | undefined {
  return id === null ? undefined : [...SEED_STORIES, ...customStories].find((s) => s.id === id);
}

/** Saved before it shows: a refused save leaves the Library as it was (the builder keeps the draft). */
export function saveStory(story: Story) {
  return custom.save(upsertStory(custom.get(), story));
}

/** Deleting a story also forgets where it was being read (an edit keeps its progress, made safe on resume). */
export function deleteStory(id: string) {
  storyDrafts.discard(id);
  const removed = custom.save(removeStory(custom.get(), id));
  // a story still in the Library keeps where it was being read
  if (removed.ok) progress.save(withoutProgress(progress.get(), id));
  return removed;
}

export function saveProgress(p: StoryProgress) {
  return progress.save(withProgress(progress.get(), p));
}
