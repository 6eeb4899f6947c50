/**
 * Unsaved work a family is writing, kept in the browser so a tab switch or a reload does
 * not lose it (issue 26 item 2). One persisted store per builder, holding one draft per
 * target: `NEW_DRAFT` for a new item, or the id of the item being edited, so starting a
 * new story never costs the edits of another one. A bad stored draft is dropped alone.
 *
 * Saving a draft is best effort and silent: when storage is full the draft is not kept (like
 * every stored value, memory changes only once storage has it), the open builder still holds
 * the family's work, and the family is told only when the real save fails.
 */
import * as v from 'valibot';
import { useStore } from 'zustand';
import { createPersistedStore, recordOf, type PersistedSpec } from '@naturverse/platform';

export const NEW_DRAFT = 'new';

export type Drafts<T> = Readonly<Record<string, T>>;

export interface DraftStore<T> {
  spec: PersistedSpec<Drafts<T>>;
  /** The draft for `target` as it is now (not reactive: builders read it once, on opening). */
  get: (target: string) => T | undefined;
  keep: (target: string, draft: T) => void;
  discard: (target: string) => void;
  /** Re-renders when any draft changes (for "a draft is waiting" notes). */
  useDrafts: () => Drafts<T>;
}

export function createDraftStore<T>(key: string, draft: v.GenericSchema<unknown, T>, what: string): DraftStore<T> {
  const spec: PersistedSpec<Drafts<T>> = { key, version: 1, schema: recordOf(draft, what), fallback: {} };
  const store = createPersistedStore(spec);
  return {
    spec,
    get: (target) => store.get()[target],
    keep: (target, value) => {
      store.save({ ...store.get(), [target]: value });
    },
    discard: (target) => {
      if (!(target in store.get())) return;
      const next = { ...store.get() };
      delete next[target];
      store.save(next);
    },
    useDrafts: () => useStore(store.store, (s) => s.value),
  };
}
