/**
 * What the Stories zone keeps in the browser, under versioned keys: the custom stories
 * and each story's progress. Parsing keeps every valid entry and drops the rest, so one
 * broken story never costs the others; a value that is not the right shape at all gives
 * the defaults (the seed stories are code, so they always come back).
 */
import * as v from 'valibot';
import { parserOf, plainObject, warnDropped } from '@naturverse/platform';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { listById } from '../../lib/list-by-id';
import { LOCAL_STORY_PREFIX, type Story, type StoryProgress } from './story-types';

export const CUSTOM_STORIES_KEY = STORAGE_KEYS.stories;
export const STORY_PROGRESS_KEY = STORAGE_KEYS.storyProgress;

export type ProgressMap = Readonly<Record<string, StoryProgress>>;

const id = v.pipe(v.string(), v.minLength(1));
const choiceSchema = v.object({ id, text: v.string(), goto: id });
const sceneSchema = v.object({ id, title: v.string(), body: v.string(), choices: v.array(choiceSchema) });

/** A custom story: its id is local, it has scenes, and it starts at one of them. */
const storySchema = v.pipe(
  v.object({
    id: v.pipe(id, v.startsWith(LOCAL_STORY_PREFIX)),
    title: v.string(),
    realm: v.string(),
    emoji: v.string(),
    start: id,
    scenes: v.pipe(v.array(sceneSchema), v.minLength(1)),
  }),
  v.check((story) => story.scenes.some((scene) => scene.id === story.start), 'starts at no scene'),
);

/** Custom stories: valid ones, first of each id (a bad one dropped and logged); not a list → none. */
export const storiesSchema = listById<Story>(storySchema, 'story');
export const parseStoredStories = parserOf(storiesSchema);

const progressSchema = v.object({ storyId: v.string(), at: id, history: v.array(id) });

/** Progress per story id (an entry for another story is dropped and logged); not a plain object → none. */
export const progressMapSchema = plainObject(
  v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((entries) => {
      const out: Record<string, StoryProgress> = {};
      for (const [storyId, raw] of Object.entries(entries)) {
        const result = v.safeParse(progressSchema, raw);
        if (result.success && result.output.storyId === storyId) out[storyId] = result.output;
        else warnDropped('story progress', { [storyId]: raw });
      }
      return out as ProgressMap;
    }),
  ),
);
export const parseStoredProgress = parserOf(progressMapSchema);

export function upsertStory(stories: readonly Story[], story: Story): Story[] {
  return stories.some((s) => s.id === story.id) ? stories.map((s) => (s.id === story.id ? story : s)) : [...stories, story];
}

export function removeStory(stories: readonly Story[], id: string): Story[] {
  return stories.filter((s) => s.id !== id);
}

export function withProgress(map: ProgressMap, progress: StoryProgress): ProgressMap {
  return { ...map, [progress.storyId]: progress };
}

export function withoutProgress(map: ProgressMap, storyId: string): ProgressMap {
  const out = { ...map };
  delete out[storyId];
  return out;
}
