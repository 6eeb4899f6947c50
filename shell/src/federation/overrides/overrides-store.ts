/**
 * Where this browser keeps its hub overrides: one key from the storage-key registry,
 * through the persisted-store API (schema, version, migrate). A stored value that is
 * not a map of hub name → text reads as "no override"; each bad entry is dropped alone.
 * Imports the shared platform package, so start-up loads this module dynamically.
 */
import { STORAGE_KEYS, nonEmptyText, readPersisted, recordOf, writePersisted, type PersistedSpec, type WriteResult } from '@naturverse/platform';
import type { StoredOverrides } from './types';

export const HUB_OVERRIDES_SPEC: PersistedSpec<StoredOverrides> = {
  key: STORAGE_KEYS.hubOverrides,
  version: 1,
  schema: recordOf(nonEmptyText),
  fallback: {},
};

export function readStoredOverrides(): StoredOverrides {
  return readPersisted(HUB_OVERRIDES_SPEC);
}

export function writeStoredOverrides(next: StoredOverrides): WriteResult {
  return writePersisted(HUB_OVERRIDES_SPEC, next);
}

/** Set (or, with null, remove) one hub's override. */
export function saveOverride(name: string, manifest: string | null): WriteResult {
  const next: Record<string, string> = { ...readStoredOverrides() };
  if (manifest === null) delete next[name];
  else next[name] = manifest;
  return writeStoredOverrides(next);
}
