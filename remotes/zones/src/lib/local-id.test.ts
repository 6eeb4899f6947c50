import { describe, expect, it } from 'vitest';
import { nextId, randomIdPart } from './local-id';
import { newId } from './new-id';

describe('local ids', () => {
  it('nextId takes the next free number, never one that is still used', () => {
    expect(nextId('scene', ['scene-1', 'scene-3'])).toBe('scene-4');
    expect(nextId('q', [])).toBe('q-1');
    expect(nextId('col', ['col-2'])).toBe('col-3');
  });

  it('random parts differ, and newId puts the prefix in front', () => {
    expect(randomIdPart()).not.toBe(randomIdPart());
    expect(newId('poll')).toMatch(/^poll-[0-9a-z-]{8,}$/);
  });
});
