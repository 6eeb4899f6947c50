/**
 * The local Navatar library and the active Navatar (spec §4, §9: newest first, at
 * most 50). Reads validate and drop anything malformed; a save that does not fit
 * in storage changes nothing and says why.
 */
import { describeWriteFailure, readJSON, writeJSON } from '@naturverse/platform';
import { LIBRARY_CAP, isBase } from './content';
import type { Navatar } from './generate';

export const ACTIVE_KEY = 'naturverse.navatar.active.v1';
export const LIBRARY_KEY = 'naturverse.navatar.library.v1';

const isText = (v: unknown): v is string => typeof v === 'string';

export function parseNavatar(value: unknown): Navatar | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const fieldsOk = [v.id, v.name, v.species, v.backstory, v.createdAt].every(isText);
  const powersOk = Array.isArray(v.powers) && v.powers.every(isText);
  const imageOk = v.imageDataUrl === undefined || (isText(v.imageDataUrl) && v.imageDataUrl.startsWith('data:image/'));
  if (!fieldsOk || !powersOk || !imageOk || !isBase(v.base)) return null;
  return {
    id: v.id as string,
    name: v.name as string,
    base: v.base,
    species: v.species as string,
    powers: [...(v.powers as string[])],
    backstory: v.backstory as string,
    ...(v.imageDataUrl ? { imageDataUrl: v.imageDataUrl as string } : {}),
    createdAt: v.createdAt as string,
  };
}

function parseLibrary(value: unknown): Navatar[] | null {
  if (!Array.isArray(value)) return null;
  return value.map(parseNavatar).filter((n): n is Navatar => n !== null).slice(0, LIBRARY_CAP);
}

export function readLibrary(): Navatar[] {
  return readJSON(LIBRARY_KEY, parseLibrary, []);
}

export function readActive(): Navatar | null {
  return readJSON(ACTIVE_KEY, parseNavatar, null);
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
  const libraryWrite = writeJSON(LIBRARY_KEY, library);
  if (!libraryWrite.ok) return { ok: false, message: describeWriteFailure(libraryWrite) ?? 'Not saved.' };
  const activeWrite = writeJSON(ACTIVE_KEY, navatar);
  if (!activeWrite.ok) {
    writeJSON(LIBRARY_KEY, previous); // put the library back as it was: all or nothing
    return { ok: false, message: describeWriteFailure(activeWrite) ?? 'Not saved.' };
  }
  return { ok: true, navatar, library };
}
