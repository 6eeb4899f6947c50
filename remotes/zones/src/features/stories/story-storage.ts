/**
 * What the Stories zone keeps in the browser, under versioned keys: the custom stories
 * and each story's progress. Parsing keeps every valid entry and drops the rest, so one
 * broken story never costs the others; a value that is not the right shape at all gives
 * the defaults (the seed stories are code, so they always come back).
 */
import { warnDropped } from '@naturverse/platform';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { parseListById } from '../../lib/parse-list';
import { LOCAL_STORY_PREFIX, type Choice, type Scene, type Story, type StoryProgress } from './story-types';

export const CUSTOM_STORIES_KEY = STORAGE_KEYS.stories;
export const STORY_PROGRESS_KEY = STORAGE_KEYS.storyProgress;

export type ProgressMap = Readonly<Record<string, StoryProgress>>;

const isText = (v: unknown): v is string => typeof v === 'string';
const isId = (v: unknown): v is string => typeof v === 'string' && v !== '';
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function parseChoice(v: unknown): Choice | null {
  if (!isObject(v) || !isId(v.id) || !isText(v.text) || !isId(v.goto)) return null;
  return { id: v.id, text: v.text, goto: v.goto };
}

function parseScene(v: unknown): Scene | null {
  if (!isObject(v) || !isId(v.id) || !isText(v.title) || !isText(v.body) || !Array.isArray(v.choices)) return null;
  const choices = v.choices.map(parseChoice);
  if (choices.some((c) => c === null)) return null;
  return { id: v.id, title: v.title, body: v.body, choices: choices as Choice[] };
}

export function parseStory(v: unknown): Story | null {
  if (!isObject(v) || !isId(v.id) || !v.id.startsWith(LOCAL_STORY_PREFIX)) return null;
  if (!isText(v.title) || !isText(v.realm) || !isText(v.emoji) || !isId(v.start) || !Array.isArray(v.scenes)) return null;
  const scenes = v.scenes.map(parseScene);
  if (scenes.length === 0 || scenes.some((s) => s === null)) return null;
  const story = { id: v.id, title: v.title, realm: v.realm, emoji: v.emoji, start: v.start, scenes: scenes as Scene[] };
  return story.scenes.some((s) => s.id === story.start) ? story : null;
}

/** Stored value → custom stories (valid ones, first of each id), or null when not a list. */
export function parseStoredStories(value: unknown): Story[] | null {
  return parseListById(value, parseStory, 'story');
}

/** Stored value → progress per story id, or null when not a plain object. */
export function parseStoredProgress(value: unknown): ProgressMap | null {
  if (!isObject(value)) return null;
  const out: Record<string, StoryProgress> = {};
  for (const [id, p] of Object.entries(value)) {
    if (!isObject(p) || p.storyId !== id || !isId(p.at) || !Array.isArray(p.history) || !p.history.every(isId)) {
      warnDropped('story progress', { [id]: p });
      continue;
    }
    out[id] = { storyId: id, at: p.at, history: p.history as string[] };
  }
  return out;
}

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
