/**
 * Browser storage that never throws: private mode, a full quota or corrupt JSON
 * all degrade to defaults instead of a crash. Writes report why they failed so the
 * caller can tell the family ("storage is full") and keep what it had.
 */
export type StorageArea = 'local' | 'session';
export type WriteResult = { ok: true } | { ok: false; reason: 'quota' | 'unavailable' };

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // access itself can throw (disabled storage, sandboxed iframes)
  }
}

export function readRaw(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * Read JSON and validate it. `validate` returns the typed value or null when the
 * shape is wrong; anything unreadable yields `fallback`.
 */
export function readJSON<T>(key: string, validate: (value: unknown) => T | null, fallback: T, which: StorageArea = 'local'): T {
  const raw = readRaw(key, which);
  if (raw === null) return fallback;
  try {
    return validate(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException)) {
    return false;
  }
  const e = error as { name?: string; code?: number };
  return e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED' || e.code === 22;
}

export function writeRaw(key: string, value: string, which: StorageArea = 'local'): WriteResult {
  const store = area(which);
  if (!store) return { ok: false, reason: 'unavailable' };
  try {
    store.setItem(key, value);
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: isQuotaError(error) ? 'quota' : 'unavailable' };
  }
}

export function writeJSON(key: string, value: unknown, which: StorageArea = 'local'): WriteResult {
  return writeRaw(key, JSON.stringify(value), which);
}

export function removeKey(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // swallowed on purpose: removal failing leaves stale data, never a crash
  }
}

/** The message a family sees when a save could not be stored. */
export function describeWriteFailure(result: WriteResult): string | null {
  if (result.ok) return null;
  return result.reason === 'quota'
    ? 'Your browser storage is full, so this was not saved. Remove some saved items and try again.'
    : 'Your browser is not letting this site save right now, so this was not saved.';
}
