/**
 * Local demo mode: stamps and badges live in this browser's storage (spec §4: they
 * are mirrored to browser storage only in local mode). Corrupt or missing data reads
 * as an empty list; a failed write adds nothing and says why.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { describeWriteFailure, listOf, readPersisted, writePersisted, type PersistedSpec } from '@naturverse/platform';
import { newestFirst, oncePerCode } from './passport-logic';
import { badgeSchema, stampSchema } from './rows';
import type { AddResult, NewBadge, NewStamp, PassportBadge, PassportStamp, PassportStore } from './types';

export const STAMPS_KEY = STORAGE_KEYS.passportStamps;
export const BADGES_KEY = STORAGE_KEYS.passportBadges;
export const LOCAL_USER_ID = 'local';

/** The same schemas as server rows: a malformed stored entry is dropped, the rest kept. */
export const STAMPS_SPEC: PersistedSpec<PassportStamp[]> = { key: STAMPS_KEY, version: 1, schema: listOf(stampSchema), fallback: [] };
export const BADGES_SPEC: PersistedSpec<PassportBadge[]> = { key: BADGES_KEY, version: 1, schema: listOf(badgeSchema), fallback: [] };

export function readLocalStamps(): PassportStamp[] {
  return newestFirst(readPersisted(STAMPS_SPEC));
}

export function readLocalBadges(): PassportBadge[] {
  // older versions stored one badge per click: each code reads once
  return oncePerCode(readPersisted(BADGES_SPEC));
}

/** Timestamp-based, with a small suffix so two adds in the same millisecond differ. */
export function localId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime()}-${Math.floor(random() * 1e6).toString(36)}`;
}

function prepend<T>(spec: PersistedSpec<T[]>, existing: T[], entry: T): AddResult<T> {
  const result = writePersisted(spec, [entry, ...existing]);
  if (!result.ok) return { ok: false, message: describeWriteFailure(result) ?? 'Not saved.' };
  return { ok: true, value: entry };
}

export function createLocalPassportStore(clock: () => Date = () => new Date()): PassportStore {
  return {
    listStamps: async () => readLocalStamps(),
    listBadges: async () => readLocalBadges(),
    async addStamp(stamp: NewStamp) {
      const now = clock();
      const entry: PassportStamp = {
        id: localId(now),
        user_id: LOCAL_USER_ID,
        ...stamp,
        created_at: now.toISOString(),
      };
      return prepend(STAMPS_SPEC, readLocalStamps(), entry);
    },
    async addBadge(badge: NewBadge) {
      const existing = readLocalBadges().find((b) => b.code === badge.code);
      if (existing) return { ok: true, value: existing }; // earned once per code
      const now = clock();
      const entry: PassportBadge = {
        id: localId(now),
        user_id: LOCAL_USER_ID,
        ...badge,
        created_at: now.toISOString(),
      };
      return prepend(BADGES_SPEC, readLocalBadges(), entry);
    },
  };
}
