/**
 * A small zustand store mirrored to one versioned browser-storage key: validated
 * on read (corrupt → fallback), written through platform's safe writeJSON, and
 * refreshed when another tab writes the same key. Shared by every hub that keeps
 * small state in the browser (wishlist, Library, courses, bank, ledger).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readJSON, writeJSON, type WriteResult } from './safe-storage';

export interface PersistedStore<T> {
  store: StoreApi<{ value: T }>;
  get: () => T;
  /**
   * Adopt `next` in memory, then store it. A failed write keeps the new value in
   * memory (nothing the family did is lost in this tab) and `onWriteFailure` says so.
   */
  commit: (next: T) => WriteResult;
}

export function createPersistedStore<T>(
  key: string,
  parse: (raw: unknown) => T | null,
  fallback: T,
  onWriteFailure: (result: WriteResult) => void = () => {},
): PersistedStore<T> {
  const read = () => readJSON(key, parse, fallback);
  const store = createStore<{ value: T }>(() => ({ value: read() }));

  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
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
      if (!result.ok) onWriteFailure(result);
      return result;
    },
  };
}
