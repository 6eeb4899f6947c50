/**
 * Which store the page gets (spec §4 "Passport mode"): no signed-in user or no
 * client → local demo mode; with a user, synced only when BOTH server reads
 * succeed, otherwise a silent fall back to local mode (spec §8).
 */
import { loadSyncedOrLocal, type SyncSources } from '@naturverse/platform';
import type { PassportBadge, PassportMode, PassportStamp, PassportStore } from './types';

export interface LoadedPassport {
  mode: PassportMode;
  store: PassportStore;
  stamps: PassportStamp[];
  badges: PassportBadge[];
}

export type PassportSources = SyncSources<PassportStore>;

async function loadFrom(mode: PassportMode, store: PassportStore): Promise<LoadedPassport> {
  const [stamps, badges] = await Promise.all([store.listStamps(), store.listBadges()]);
  return { mode, store, stamps, badges };
}

export function loadPassport(sources: PassportSources): Promise<LoadedPassport> {
  return loadSyncedOrLocal(sources, loadFrom);
}
