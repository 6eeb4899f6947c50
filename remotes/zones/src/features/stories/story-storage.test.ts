import { describe, expect, it } from 'vitest';
import { finalizeStory, newDraft } from './story-builder';
import { parseStoredProgress, parseStoredStories, removeStory, upsertStory, withProgress, withoutProgress } from './story-storage';

const story = finalizeStory({ ...newDraft(), title: 'Mine' }, () => '1');

describe('stored stories', () => {
  it('round-trips valid custom stories', () => {
    expect(parseStoredStories(JSON.parse(JSON.stringify([story])))).toEqual([story]);
  });

  it('wrong shape → null (the caller falls back to none; seeds are code)', () => {
    for (const v of [null, 42, 'x', { stories: [] }]) expect(parseStoredStories(v)).toBeNull();
  });

  it('drops broken entries, keeps the good ones', () => {
    const bad = [
      { ...story, id: 'river-song' }, // not a local id
      { ...story, id: 'local-2', start: 'missing' },
      { ...story, id: 'local-3', scenes: [] },
      { ...story, id: 'local-4', scenes: [{ id: 's', title: 1, body: '', choices: [] }] },
      'junk',
      story,
      { ...story, title: 'duplicate id' },
    ];
    expect(parseStoredStories(bad)).toEqual([story]);
  });

  it('upsert replaces by id, remove deletes', () => {
    const edited = { ...story, title: 'Edited' };
    expect(upsertStory([story], edited)).toEqual([edited]);
    expect(upsertStory([], story)).toEqual([story]);
    expect(removeStory([story], story.id)).toEqual([]);
  });
});

describe('stored progress', () => {
  it('keeps valid entries, drops mismatched ones, null for non-objects', () => {
    const ok = { storyId: 'river-song', at: 'pond', history: ['bank'] };
    expect(
      parseStoredProgress({ 'river-song': ok, 'feather-map': { storyId: 'other', at: 'x', history: [] }, z: { storyId: 'z', at: 'a', history: [1] } }),
    ).toEqual({ 'river-song': ok });
    expect(parseStoredProgress([ok])).toBeNull();
    expect(parseStoredProgress('{')).toBeNull();
  });

  it('progress is kept per story', () => {
    const a = { storyId: 'a', at: 'x', history: [] };
    const b = { storyId: 'b', at: 'y', history: ['x'] };
    const map = withProgress(withProgress({}, a), b);
    expect(map).toEqual({ a, b });
    expect(withoutProgress(map, 'a')).toEqual({ b });
  });
});
