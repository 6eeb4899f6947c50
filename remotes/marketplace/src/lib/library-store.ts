import { useStore } from 'zustand';
import { toast } from '@naturverse/ui';
import { createPersistedStore, type PersistedSpec } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { LIBRARY_KEY, isInLibrary, librarySchema, removeFromLibrary, toggleLibrary, type LibraryItem } from './library';

export const LIBRARY_SPEC: PersistedSpec<LibraryItem[]> = { key: LIBRARY_KEY, version: 1, schema: librarySchema, fallback: [] };
const library = createPersistedStore(LIBRARY_SPEC, reportWriteFailure);

/** Save or remove, with the spec §8 toasts. A failed write shows only the error toast. */
export function toggleLibraryItem(item: LibraryItem): void {
  const { items, saved } = toggleLibrary(library.get(), item);
  const result = library.save(items);
  if (!result.ok) return;
  if (saved) toast('ok', 'Saved to Library ⭐');
  else toast('warn', 'Removed from Library');
}

export function useIsInLibrary(id: string): boolean {
  return useStore(library.store, (s) => isInLibrary(s.value, id));
}

/** The Library's Remove button: the spec §8 'Removed from Library' toast. */
export function removeLibraryItem(id: string): void {
  const result = library.save(removeFromLibrary(library.get(), id));
  if (result.ok) toast('warn', 'Removed from Library');
}

export function useLibrary(): LibraryItem[] {
  return useStore(library.store, (s) => s.value);
}
