/**
 * A tiny stand-in for the browser window (local/session storage, events) in
 * node-environment unit tests. Test-only: imported as `@naturverse/platform/testing`,
 * never from the package index, so it never reaches a bundle.
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
