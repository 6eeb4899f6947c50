import { describe, expect, it } from 'vitest';
import { sameValue } from './draft-store';

describe('sameValue (an unchanged draft is no unsaved work)', () => {
  const story = { id: 'local-pond', title: 'Pond Day', scenes: [{ id: 's1', choices: [{ id: 'c1', goto: 's1' }] }] };

  it('holds for a copy with its keys in another order', () => {
    expect(sameValue(story, { scenes: [{ choices: [{ goto: 's1', id: 'c1' }], id: 's1' }], title: 'Pond Day', id: 'local-pond' })).toBe(true);
  });

  it('fails for any changed, added or missing value', () => {
    expect(sameValue(story, { ...story, title: 'Pond Night' })).toBe(false);
    expect(sameValue(story, { ...story, realm: 'Any' })).toBe(false);
    expect(sameValue(story, { id: story.id, title: story.title })).toBe(false);
    expect(sameValue(story, { ...story, scenes: [...story.scenes, { id: 's2', choices: [] }] })).toBe(false);
    expect(sameValue(story, { ...story, scenes: [{ id: 's1', choices: [{ id: 'c1', goto: 's2' }] }] })).toBe(false);
  });

  it('counts a key holding undefined as no key, as storage does', () => {
    expect(sameValue({ prompt: 'Q', explanation: undefined }, { prompt: 'Q' })).toBe(true);
  });

  it('tells an array from an object and a value from undefined', () => {
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(story, undefined)).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });
});
