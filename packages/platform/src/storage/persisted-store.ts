/**
 * A small zustand store mirrored to one storage key through the persisted API
 * (persisted.ts: valibot schema, version, migrate): validated on read (corrupt →
 * fallback), written as `{ version, state }` before memory changes, and refreshed when
 * another tab writes the same key. Shared by every hub that keeps small state in the browser.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readPersisted, writePersisted, type PersistedSpec } from './persisted.js';
import type { WriteResult } from './safe-storage.js';

export interface PersistedStore<T> {
  store: StoreApi<{ value: T }>;
  get: () => T;
  /**
   * Store `next`, and adopt it in memory only once it is stored — the one write order (README,
   * "a write that the browser refuses changes nothing and the family is told why"): the screen
   * never shows as saved what a reload would lose. A refused write leaves memory as it was and
   * `onWriteFailure` says why; the form that made the change still holds the family's input.
   */
  save: (next: T) => WriteResult;
  /**
   * @deprecated The same as `save`: kept for hubs built against @naturverse/platform 1.1 (whose
   * `commit` adopted first, then wrote) while they run on a newer shell; nothing here uses it.
   * Remove with the next major version.
   */
  commit: (next: T) => WriteResult;
}

export function createPersistedStore<T>(spec: PersistedSpec<T>, onWriteFailure: (result: WriteResult) => void = () => {}): PersistedStore<T> {
  const read = () => readPersisted(spec);
  const store = createStore<{ value: T }>(() => ({ value: read() }));

  if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
    window.addEventListener('storage', (event) => {
      if (event.key === spec.key || event.key === null) store.setState({ value: read() });
    });
  }

  const save = (next: T): WriteResult => {
    const result = writePersisted(spec, next);
    if (result.ok) store.setState({ value: next });
    else onWriteFailure(result);
    return result;
  };
  return { store, get: () => store.getState().value, save, commit: save };
}
