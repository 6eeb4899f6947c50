import { describe, expect, it } from 'vitest';
import { shouldWaitForAuth } from './sync-mode.js';

describe('waiting for the session', () => {
  it('waits only while a configured backend has not read the session yet', () => {
    expect(shouldWaitForAuth('not-ready', true)).toBe(true);
    expect(shouldWaitForAuth('not-ready', false)).toBe(false);
    expect(shouldWaitForAuth('signed-in', true)).toBe(false);
    expect(shouldWaitForAuth('signed-out', true)).toBe(false);
  });
});
