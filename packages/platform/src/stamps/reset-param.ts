/**
 * `?stamps=reset` (spec §9), on its own: the shell honours it on every navigation, so it is
 * part of every first paint, while the rest of the stamp rules (stamps.ts) are wanted only
 * where a stamp is granted or counted.
 */
import { removeKey } from '../storage/safe-storage.js';
import { STORAGE_KEYS } from '../storage/storage-keys.js';

export const STAMP_LAST_GRANT_KEY = STORAGE_KEYS.stampLastGrant;

/** `?stamps=reset` clears the once-a-day record (spec §9); returns whether it did. */
export function applyStampsResetParam(search: string): boolean {
  if (new URLSearchParams(search).get('stamps') !== 'reset') return false;
  removeKey(STAMP_LAST_GRANT_KEY);
  return true;
}
