import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeStoredValueFaults, stubBrowserStorage, storedState } from '@naturverse/platform/testing';
import { CANARY_BUCKET_SPEC, NO_BUCKET, takeBucket } from './canary-bucket';

describeStoredValueFaults({ canaryBucket: CANARY_BUCKET_SPEC });

afterEach(() => vi.unstubAllGlobals());

describe('this browser’s canary bucket', () => {
  it('is drawn once and stored as the bare number; later visits read the same one', () => {
    const storage = stubBrowserStorage();
    expect(takeBucket(() => 0.12)).toEqual({ bucket: 12, notKept: null });
    expect(storedState(storage, CANARY_BUCKET_SPEC.key)).toBe(12);
    expect(takeBucket(() => 0.99)).toEqual({ bucket: 12, notKept: null });
  });

  it('a stored value that is not a bucket (out of range, a fraction, text, the "none" marker) is replaced by a new draw', () => {
    for (const bad of [100, 4.5, '"7"', String(NO_BUCKET), '{"id":"child-1"}']) {
      const storage = stubBrowserStorage();
      storage.setItem(CANARY_BUCKET_SPEC.key, `{"version":1,"state":${bad}}`);
      expect(takeBucket(() => 0.73).bucket).toBe(73);
      expect(storedState(storage, CANARY_BUCKET_SPEC.key)).toBe(73);
    }
  });

  it('full storage: the bucket still works for this page and says it was not kept', () => {
    const storage = stubBrowserStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(takeBucket(() => 0.3)).toEqual({ bucket: 30, notKept: 'quota' });
  });

  it('storage that cannot even be reached (blocked): a bucket for this page, never a throw', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(takeBucket(() => 0.05)).toEqual({ bucket: 5, notKept: 'unavailable' });
  });
});
