/**
 * A small zustand store mirrored to one versioned browser-storage key: validated
 * on read (corrupt → fallback), written through platform's safe writeJSON, and
 * refreshed when another tab writes the same key.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readJSON, writeJSON, type WriteResult } from '@naturverse/platform';
import { reportWriteFailure } from './report-write-failure';

export interface PersistedStore<T> {
  store: StoreApi<{ value: T }>;
  get: () => T;
  /**
   * Adopt `next` in memory and store it. A failed write keeps the new value in memory
   * (every view in this tab agrees) and tells the family it was not saved.
   */
  commit: (next: T) => WriteResult;
}

export function createPersistedStore<T>(key: string, parse: (raw: unknown) => T | null, fallback: T): PersistedStore<T> {
  const read = () => readJSON(key, parse, fallback);
  const store = createStore<{ value: T }>(() => ({ value: read() }));

  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === key || event.key === null) store.setState({ value: read() });
    });
  }

  return {
    store,
    get: () => store.getState().value,
    commit(next) {
      store.setState({ value: next });
      const result = writeJSON(key, next);
      reportWriteFailure(result);
      return result;
    },
  };
}
