import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeWriteFailure, readJSON, writeJSON } from './safe-storage.js';

function stubStorage(setItem?: (k: string, v: string) => void) {
  const map = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: setItem ?? ((k: string, v: string) => void map.set(k, v)),
      removeItem: (k: string) => void map.delete(k),
    },
  });
  return map;
}
afterEach(() => vi.unstubAllGlobals());

const isNumberList = (v: unknown) => (Array.isArray(v) && v.every((n) => typeof n === 'number') ? (v as number[]) : null);

describe('safe storage', () => {
  it('round-trips valid JSON', () => {
    stubStorage();
    expect(writeJSON('k', [1, 2])).toEqual({ ok: true });
    expect(readJSON('k', isNumberList, [])).toEqual([1, 2]);
  });

  it('gives the fallback for missing, corrupt or wrongly shaped values', () => {
    const map = stubStorage();
    expect(readJSON('missing', isNumberList, [9])).toEqual([9]);
    map.set('corrupt', '{oops');
    expect(readJSON('corrupt', isNumberList, [])).toEqual([]);
    map.set('shape', '{"a":1}');
    expect(readJSON('shape', isNumberList, [])).toEqual([]);
  });

  it('reports a full quota instead of throwing, with a message for the family', () => {
    stubStorage(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const result = writeJSON('k', 'x'.repeat(10));
    expect(result).toEqual({ ok: false, reason: 'quota' });
    expect(describeWriteFailure(result)).toMatch(/storage is full/);
  });

  it('survives storage that cannot even be reached', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(readJSON('k', isNumberList, [1])).toEqual([1]);
    expect(writeJSON('k', 1)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
