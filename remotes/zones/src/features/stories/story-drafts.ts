/** The Create tab's unsaved stories, one per target (a new story, or each story being edited). */
import * as v from 'valibot';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { createDraftStore } from '@naturverse/platform/drafts';
import type { Story } from './story-types';

const text = v.string();
// A draft is half-written on purpose: blank titles and choices pointing nowhere are allowed here;
// saving checks them (story-builder saveProblems).
const storyDraftSchema: v.GenericSchema<unknown, Story> = v.object({
  id: text,
  title: text,
  realm: text,
  emoji: text,
  start: text,
  scenes: v.pipe(v.array(v.object({ id: text, title: text, body: text, choices: v.array(v.object({ id: text, text, goto: text })) })), v.minLength(1)),
});

export const storyDrafts = createDraftStore(STORAGE_KEYS.storyDrafts, storyDraftSchema, 'story draft');
