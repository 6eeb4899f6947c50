import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { stubBrowserStorage } from '../testing/memory-browser.js';
import { createPersistedStore } from './persisted-store.js';
import type { PersistedSpec } from './persisted.js';

const SPEC: PersistedSpec<string[]> = { key: 'naturverse.test.v1', version: 1, schema: v.array(v.string()), fallback: [] };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createPersistedStore: success only when saved', () => {
  it('a stored write is adopted in memory and kept in storage', () => {
    const storage = stubBrowserStorage();
    const store = createPersistedStore(SPEC);
    expect(store.save(['oak'])).toEqual({ ok: true });
    expect(store.get()).toEqual(['oak']);
    expect(JSON.parse(storage.getItem(SPEC.key) ?? 'null')).toEqual({ version: 1, state: ['oak'] });
  });

  it('a refused write (storage full) leaves memory and storage as they were, and says why', () => {
    const storage = stubBrowserStorage();
    const failures: unknown[] = [];
    const store = createPersistedStore(SPEC, (r) => failures.push(r));
    store.save(['oak']);
    const seen = vi.fn();
    store.store.subscribe(seen);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    expect(store.save(['oak', 'fern'])).toEqual({ ok: false, reason: 'quota' });
    expect(store.get()).toEqual(['oak']);
    expect(seen).not.toHaveBeenCalled();
    expect(failures).toEqual([{ ok: false, reason: 'quota' }]);
    expect(JSON.parse(storage.getItem(SPEC.key) ?? 'null')).toEqual({ version: 1, state: ['oak'] });
  });
});
