import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type MemoryStorage, storedState } from '@naturverse/platform/testing';
import { CUSTOM_STORIES_KEY, STORY_PROGRESS_KEY } from './story-storage';

let storage: MemoryStorage;
beforeEach(() => {
  storage = stubBrowserStorage();
  vi.resetModules(); // the store reads storage when its module loads
});
afterEach(() => vi.unstubAllGlobals());

const load = () => import('./story-store');

describe('story store on the persisted store', () => {
  it('uses versioned zones keys', () => {
    expect(CUSTOM_STORIES_KEY).toBe('naturverse.zones.stories.v1');
    expect(STORY_PROGRESS_KEY).toBe('naturverse.zones.story-progress.v1');
  });

  it('corrupt or wrong-shaped data gives the seed stories back and leaves other keys alone', async () => {
    storage.setItem(CUSTOM_STORIES_KEY, '{not json');
    storage.setItem(STORY_PROGRESS_KEY, '[1,2]');
    storage.setItem('naturverse.marketplace.wishlist.v1', '{"stickers":true}');
    const { findStory, saveProgress } = await load();
    expect(findStory([], 'river-song')?.title).toBe('River Song');
    expect(findStory([], 'feather-map')?.title).toBe('Feather Map');
    saveProgress({ storyId: 'river-song', at: 'pond', history: ['bank'] });
    expect(storedState(storage, STORY_PROGRESS_KEY)).toEqual({ 'river-song': { storyId: 'river-song', at: 'pond', history: ['bank'] } });
    expect(storage.getItem(CUSTOM_STORIES_KEY)).toBe('{not json'); // untouched until the family saves
    expect(storage.getItem('naturverse.marketplace.wishlist.v1')).toBe('{"stickers":true}');
  });

  it('saves, edits and deletes custom stories, and deleting forgets their progress', async () => {
    const { saveStory, deleteStory, saveProgress } = await load();
    const story = { id: 'local-1', title: 'Mine', realm: 'Any', emoji: '📖', start: 's', scenes: [{ id: 's', title: 'S', body: '', choices: [] }] };
    saveStory(story);
    saveStory({ ...story, title: 'Mine too' });
    expect(storedState(storage, CUSTOM_STORIES_KEY)).toEqual([{ ...story, title: 'Mine too' }]);
    saveProgress({ storyId: 'local-1', at: 's', history: [] });
    saveProgress({ storyId: 'river-song', at: 'bank', history: [] });
    deleteStory('local-1');
    expect(storedState(storage, CUSTOM_STORIES_KEY)).toEqual([]);
    expect(Object.keys(storedState(storage, STORY_PROGRESS_KEY) as object)).toEqual(['river-song']);
  });
});
