/**
 * Which store the page gets (spec §4 "Passport mode"): no signed-in user or no
 * client → local demo mode; with a user, synced only when BOTH server reads
 * succeed, otherwise a silent fall back to local mode (spec §8).
 */
import type { BackendBridge, BackendClient } from '@naturverse/platform';
import type { PassportBadge, PassportMode, PassportStamp, PassportStore } from './types';

export interface LoadedPassport {
  mode: PassportMode;
  store: PassportStore;
  stamps: PassportStamp[];
  badges: PassportBadge[];
}

export interface PassportSources {
  bridge: BackendBridge;
  local: () => PassportStore;
  remote: (client: BackendClient, userId: string) => PassportStore;
}

async function loadFrom(mode: PassportMode, store: PassportStore): Promise<LoadedPassport> {
  const [stamps, badges] = await Promise.all([store.listStamps(), store.listBadges()]);
  return { mode, store, stamps, badges };
}

export async function loadPassport({ bridge, local, remote }: PassportSources): Promise<LoadedPassport> {
  try {
    const userId = bridge.getUserId();
    const client = userId ? await bridge.getClient() : null;
    if (userId && client) return await loadFrom('synced', remote(client, userId));
  } catch {
    // a read failed (or the client could not be made): silent fallback below
  }
  return loadFrom('local', local());
}

/**
 * With a backend configured, wait for the session before deciding, so a signed-in
 * family never sees a "Local demo mode." flash; without one there is nothing to wait for.
 */
export function shouldWaitForAuth(status: 'not-ready' | 'signed-in' | 'signed-out', backendConfigured: boolean): boolean {
  return status === 'not-ready' && backendConfigured;
}
