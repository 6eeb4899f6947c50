/**
 * A small zustand store mirrored to one storage key through the persisted API
 * (persisted.ts: valibot schema, version, migrate): validated on read (corrupt →
 * fallback), written as `{ version, state }`, and refreshed when another tab writes
 * the same key. Shared by every hub that keeps small state in the browser.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readPersisted, writePersisted, type PersistedSpec } from './persisted';
import type { WriteResult } from './safe-storage';

export interface PersistedStore<T> {
  store: StoreApi<{ value: T }>;
  get: () => T;
  /**
   * Adopt `next` in memory, then store it. A failed write keeps the new value in
   * memory (nothing the family did is lost in this tab) and `onWriteFailure` says so.
   */
  commit: (next: T) => WriteResult;
  /**
   * Store `next`, and adopt it in memory only once it is stored. For things the screen
   * calls saved (a vote, a new story): a refused write leaves the screen as it was, so
   * it never shows as saved what a reload would lose; `onWriteFailure` says why, and
   * the form that made it still holds the family's input.
   */
  save: (next: T) => WriteResult;
}

export function createPersistedStore<T>(
  spec: PersistedSpec<T>,
  onWriteFailure: (result: WriteResult) => void = () => {},
): PersistedStore<T> {
  const read = () => readPersisted(spec);
  const store = createStore<{ value: T }>(() => ({ value: read() }));

  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key === spec.key || event.key === null) store.setState({ value: read() });
    });
  }

  return {
    store,
    get: () => store.getState().value,
    commit(next) {
      store.setState({ value: next });
      const result = writePersisted(spec, next);
      if (!result.ok) onWriteFailure(result);
      return result;
    },
    save(next) {
      const result = writePersisted(spec, next);
      if (result.ok) store.setState({ value: next });
      else onWriteFailure(result);
      return result;
    },
  };
}
