/**
 * Local demo mode or synced mode, decided the same way by every hub with server
 * data (spec §4 "Passport mode", "NaturBank"; §8 silent fallback): no signed-in user
 * or no client → local; with a user, synced only when every server read succeeds,
 * otherwise local without a word.
 */
import type { BackendBridge, BackendClient } from './bridge.js';

export type SyncMode = 'local' | 'synced';

export interface SyncSources<Store> {
  bridge: BackendBridge;
  local: () => Store;
  remote: (client: BackendClient, userId: string) => Store;
}

/** `read` loads everything the page needs from a store; it rejects if any read fails. */
export async function loadSyncedOrLocal<Store, Loaded>(
  { bridge, local, remote }: SyncSources<Store>,
  read: (mode: SyncMode, store: Store) => Promise<Loaded>,
): Promise<Loaded> {
  try {
    const userId = bridge.getUserId();
    const client = userId ? await bridge.getClient() : null;
    if (userId && client) return await read('synced', remote(client, userId));
  } catch {
    // a read failed (or the client could not be made): silent fallback below
  }
  return read('local', local());
}

/**
 * With a backend configured, wait for the session before deciding, so a signed-in
 * family never sees a "Local demo mode." flash; without one there is nothing to wait for.
 */
export function shouldWaitForAuth(status: 'not-ready' | 'signed-in' | 'signed-out', backendConfigured: boolean): boolean {
  return status === 'not-ready' && backendConfigured;
}
