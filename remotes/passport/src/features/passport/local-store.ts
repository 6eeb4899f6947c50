/**
 * Local demo mode: stamps and badges live in this browser's storage (spec §4: they
 * are mirrored to browser storage only in local mode). Corrupt or missing data reads
 * as an empty list; a failed write adds nothing and says why.
 */
import { describeWriteFailure, readJSON, writeJSON } from '@naturverse/platform';
import { newestFirst, oncePerCode } from './passport-logic';
import { keepValid, parseBadge, parseStamp } from './rows';
import type { AddResult, NewBadge, NewStamp, PassportBadge, PassportStamp, PassportStore } from './types';

export const STAMPS_KEY = 'naturverse.passport.stamps.v1';
export const BADGES_KEY = 'naturverse.passport.badges.v1';
export const LOCAL_USER_ID = 'local';

const listOf =
  <T>(parse: (raw: unknown) => T | null) =>
  (value: unknown): T[] | null =>
    Array.isArray(value) ? keepValid(value, parse) : null;

const stampList = listOf(parseStamp);
const badgeList = listOf(parseBadge);

export function readLocalStamps(): PassportStamp[] {
  return newestFirst(readJSON(STAMPS_KEY, stampList, []));
}

export function readLocalBadges(): PassportBadge[] {
  // older versions stored one badge per click: each code reads once
  return oncePerCode(readJSON(BADGES_KEY, badgeList, []));
}

/** Timestamp-based, with a small suffix so two adds in the same millisecond differ. */
export function localId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime()}-${Math.floor(random() * 1e6).toString(36)}`;
}

function prepend<T>(key: string, existing: T[], entry: T): AddResult<T> {
  const result = writeJSON(key, [entry, ...existing]);
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
      return prepend(STAMPS_KEY, readLocalStamps(), entry);
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
      return prepend(BADGES_KEY, readLocalBadges(), entry);
    },
  };
}
