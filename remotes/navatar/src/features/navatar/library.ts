/**
 * The local Navatar library and the active Navatar (spec §4, §9: newest first, at
 * most 50). Reads validate and drop anything malformed; a save that does not fit
 * in storage changes nothing and says why.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import { describeWriteFailure, listOf, parserOf, readPersisted, writePersisted, type PersistedSpec } from '@naturverse/platform';
import { BASES, LIBRARY_CAP } from './content';
import type { Navatar } from './generate';

export const ACTIVE_KEY = STORAGE_KEYS.navatarActive;
export const LIBRARY_KEY = STORAGE_KEYS.navatarLibrary;

/** A stored Navatar; a photo must be an image data URL (never a link elsewhere). */
export const navatarSchema = v.pipe(
  v.object({
    id: v.string(),
    name: v.string(),
    base: v.picklist(BASES),
    species: v.string(),
    powers: v.array(v.string()),
    backstory: v.string(),
    imageDataUrl: v.optional(v.pipe(v.string(), v.startsWith('data:image/'))),
    createdAt: v.string(),
  }),
  v.transform(({ imageDataUrl, ...rest }): Navatar => ({ ...rest, powers: [...rest.powers], ...(imageDataUrl ? { imageDataUrl } : {}) })),
);

export const parseNavatar: (value: unknown) => Navatar | null = parserOf(navatarSchema);

export const ACTIVE_SPEC: PersistedSpec<Navatar | null> = {
  key: ACTIVE_KEY,
  version: 1,
  schema: v.nullable(navatarSchema),
  fallback: null,
};

/** Newest first, at most LIBRARY_CAP; a malformed entry is dropped, the rest kept. */
export const LIBRARY_SPEC: PersistedSpec<Navatar[]> = {
  key: LIBRARY_KEY,
  version: 1,
  schema: v.pipe(
    listOf(navatarSchema),
    v.transform((list) => list.slice(0, LIBRARY_CAP)),
  ),
  fallback: [],
};

export function readLibrary(): Navatar[] {
  return readPersisted(LIBRARY_SPEC);
}

export function readActive(): Navatar | null {
  return readPersisted(ACTIVE_SPEC);
}

/** Put `navatar` first (replacing an older copy with the same id), keep at most 50. */
export function addToLibrary(library: readonly Navatar[], navatar: Navatar): Navatar[] {
  return [navatar, ...library.filter((n) => n.id !== navatar.id)].slice(0, LIBRARY_CAP);
}

export type SaveOutcome = { ok: true; navatar: Navatar; library: Navatar[] } | { ok: false; message: string };

/** Save as the active Navatar and into the library; all or nothing. */
export function saveNavatar(draft: Navatar): SaveOutcome {
  const navatar: Navatar = { ...draft, name: draft.name.trim() };
  const previous = readLibrary();
  const library = addToLibrary(previous, navatar);
  const libraryWrite = writePersisted(LIBRARY_SPEC, library);
  if (!libraryWrite.ok) return { ok: false, message: describeWriteFailure(libraryWrite) ?? 'Not saved.' };
  const activeWrite = writePersisted(ACTIVE_SPEC, navatar);
  if (!activeWrite.ok) {
    writePersisted(LIBRARY_SPEC, previous); // put the library back as it was: all or nothing
    return { ok: false, message: describeWriteFailure(activeWrite) ?? 'Not saved.' };
  }
  return { ok: true, navatar, library };
}
