/**
 * Unsaved work a family is writing, kept in the browser so a tab switch or a reload does
 * not lose it: the zones builders' stories and quizzes, the Navatar being made. One persisted
 * store per form, holding one draft per target: `NEW_DRAFT` for a new item, or the id of the
 * item being edited, so starting a new story never costs the edits of another one. A bad
 * stored draft is dropped alone. The subpath `@naturverse/platform/drafts`, outside the shared
 * API: each hub bundles it (it holds no state of its own beyond its storage key).
 *
 * A draft that holds what is saved (a story opened and left as it was, a blank new one) is no
 * unsaved work: it is not kept, and nothing warns that it would be lost.
 *
 * Saving a draft is best effort and silent: when storage is full the draft is not kept (like
 * every stored value, memory changes only once storage has it), the open builder still holds
 * the family's work, and the family is told only when the real save fails.
 */
import * as v from 'valibot';
import { useStore } from 'zustand';
// The package's own entry, not its files: a part bundles this subpath, and the persisted-store
// code it builds on then comes from the page's one shared copy of the package.
import { createPersistedStore, recordOf, type PersistedSpec } from '@naturverse/platform';

export const NEW_DRAFT = 'new';

export type Drafts<T> = Readonly<Record<string, T>>;

export interface DraftStore<T> {
  spec: PersistedSpec<Drafts<T>>;
  /** The draft for `target` as it is now (not reactive: builders read it once, on opening). */
  get: (target: string) => T | undefined;
  /** The draft for `target` if it differs from `saved` (what the form holds with no draft), else undefined. */
  changedFrom: (target: string, saved: T) => T | undefined;
  keep: (target: string, draft: T) => void;
  /** Keep `draft` for `target` while it differs from `saved`; once it is the same again, drop it. */
  keepUnlessSaved: (target: string, draft: T, saved: T) => void;
  discard: (target: string) => void;
  /** Re-renders when any draft changes (for "a draft is waiting" notes). */
  useDrafts: () => Drafts<T>;
}

export function createDraftStore<T>(key: string, draft: v.GenericSchema<unknown, T>, what: string): DraftStore<T> {
  const spec: PersistedSpec<Drafts<T>> = { key, version: 1, schema: recordOf(draft, what), fallback: {} };
  const store = createPersistedStore(spec);
  const get = (target: string): T | undefined => store.get()[target];
  const keep = (target: string, value: T) => {
    store.save({ ...store.get(), [target]: value });
  };
  const discard = (target: string) => {
    if (!(target in store.get())) return;
    const next = { ...store.get() };
    delete next[target];
    store.save(next);
  };
  return {
    spec,
    get,
    changedFrom: (target, saved) => {
      const kept = get(target);
      return kept !== undefined && !sameValue(kept, saved) ? kept : undefined;
    },
    keep,
    keepUnlessSaved: (target, value, saved) => {
      if (sameValue(value, saved)) discard(target);
      else if (!sameValue(get(target), value)) keep(target, value);
    },
    discard,
    useDrafts: () => useStore(store.store, (s) => s.value),
  };
}

/**
 * Whether two drafts hold the same values. Plain data only (what a draft is: objects, arrays,
 * strings, numbers, booleans); the order of keys does not count, since a draft read back from
 * storage comes through its schema, which may order them differently from the form's.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  // a key holding undefined is one storage does not keep (JSON leaves it out): the same as no key
  const keysA = Object.keys(recordA).filter((key) => recordA[key] !== undefined);
  const keysB = Object.keys(recordB).filter((key) => recordB[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => sameValue(recordA[key], recordB[key]));
}
