/**
 * Where this browser keeps its canary bucket: one key from the storage-key registry, through
 * the persisted-store API. The bucket is a random whole number 0–99 and nothing else — no id,
 * nothing about the child, no time. Storage that is blocked or full never stops the page: the
 * bucket drawn then holds for this page only, and /status says so.
 * Imports the shared platform package, so only the lazy canary start-up loads this module.
 */
import * as v from 'valibot';
import { STORAGE_KEYS, readPersisted, writePersisted, type PersistedSpec } from '@naturverse/platform';
import { drawBucket, isBucket } from './canary';
import type { TakenBucket } from './types';

/** Stored state meaning "no bucket drawn yet": the fallback, so a read always gives a number. */
export const NO_BUCKET = -1;

export const CANARY_BUCKET_SPEC: PersistedSpec<number> = {
  key: STORAGE_KEYS.canaryBucket,
  version: 1,
  schema: v.pipe(
    v.unknown(),
    v.check((raw) => raw === NO_BUCKET || isBucket(raw), 'not a canary bucket (a whole number 0–99)'),
    // checked above: a number; Number() gives it its type without a cast
    v.transform(Number),
  ),
  fallback: NO_BUCKET,
};

/** This browser's bucket: the stored one, else a new one drawn and stored. Never throws. */
export function takeBucket(random: () => number = Math.random): TakenBucket {
  const stored = readPersisted(CANARY_BUCKET_SPEC);
  if (isBucket(stored)) return { bucket: stored, notKept: null };
  const bucket = drawBucket(random);
  const written = writePersisted(CANARY_BUCKET_SPEC, bucket);
  return { bucket, notKept: written.ok ? null : written.reason };
}
