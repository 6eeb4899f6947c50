import { describe, expect, it } from 'vitest';
import { allowsIdlePrefetch } from './intent-prefetch';

describe('allowsIdlePrefetch (spec §9)', () => {
  it('prefetches when the connection is unknown or fast enough', () => {
    expect(allowsIdlePrefetch(undefined)).toBe(true);
    expect(allowsIdlePrefetch({})).toBe(true);
    expect(allowsIdlePrefetch({ downlink: 1 })).toBe(true);
    expect(allowsIdlePrefetch({ downlink: 10, saveData: false })).toBe(true);
  });

  it('does not prefetch in data-saver mode or below 1 Mbit/s', () => {
    expect(allowsIdlePrefetch({ saveData: true, downlink: 50 })).toBe(false);
    expect(allowsIdlePrefetch({ downlink: 0.99 })).toBe(false);
  });
});
