/**
 * A tiny stand-in for the browser window (local/session storage, events) in
 * node-environment unit tests. Test-only: imported as `@naturverse/platform/testing`
 * (testing/index.ts), never from the package index, so it never reaches a bundle.
 */
import { vi } from 'vitest';

export class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

export function stubBrowserStorage(): MemoryStorage {
  const local = new MemoryStorage();
  const target = new EventTarget();
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
  });
  return local;
}

/**
 * The state a persisted store saved under `key`: the `state` of its
 * `{ version, state }` envelope (null when nothing is stored). Tests read saves
 * through this, so they check what was saved rather than how it is wrapped.
 */
export function storedState(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  const parsed = JSON.parse(raw) as { version?: unknown; state?: unknown };
  if (!parsed || typeof parsed !== 'object' || !('state' in parsed) || typeof parsed.version !== 'number') {
    throw new Error(`${key} is not a persisted-store envelope: ${raw.slice(0, 80)}`);
  }
  return parsed.state;
}
