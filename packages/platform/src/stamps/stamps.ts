/**
 * World stamps earned by playing (spec §9 "Stamps"): at most one per world per
 * calendar day, only when the runtime flag autoStamps === 'true'. Each grant adds 1
 * to the local per-world count and fires `stamp-granted`; when signed in with a
 * backend it is also recorded server-side. Backend failures are silently ignored.
 */
import * as v from 'valibot';
import { getRuntimeConfig } from '../config/runtime-config.js';
import { emit } from '../events/events.js';
import { describeWriteFailure, type WriteResult } from '../storage/safe-storage.js';
import { readPersisted, writePersisted, type PersistedSpec } from '../storage/persisted.js';
import { recordOf } from '../storage/schemas.js';
import { STORAGE_KEYS } from '../storage/storage-keys.js';
import { STAMP_LAST_GRANT_KEY } from './reset-param.js';
import { getBackendBridge } from '../backend/bridge.js';
import { TABLES, RPCS } from '../backend/tables.js';

export const STAMP_COUNTS_KEY = STORAGE_KEYS.stampCounts;
export { STAMP_LAST_GRANT_KEY, applyStampsResetParam } from './reset-param.js';

export type StampCounts = Record<string, number>;
type LastGrant = Record<string, string>;

/** Per-world counts; a bad entry is dropped, the other worlds kept. */
export const STAMP_COUNTS_SPEC: PersistedSpec<StampCounts> = {
  key: STAMP_COUNTS_KEY,
  version: 1,
  schema: recordOf(v.pipe(v.number(), v.finite(), v.minValue(0))),
  fallback: {},
};

/** Per-world calendar day of the last grant. */
export const STAMP_LAST_GRANT_SPEC: PersistedSpec<LastGrant> = {
  key: STAMP_LAST_GRANT_KEY,
  version: 1,
  schema: recordOf(v.pipe(v.string(), v.isoDate())),
  fallback: {},
};

/** The local calendar day, so "once per day" follows the family's clock. */
export function calendarDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function getLocalStampCounts(): StampCounts {
  return readPersisted(STAMP_COUNTS_SPEC);
}

/** Add to a world's local count; `saved` says whether storage took it. */
export function addLocalStampCount(world: string, inc = 1): { count: number; saved: WriteResult } {
  const counts = getLocalStampCounts();
  const count = (counts[world] ?? 0) + inc;
  return { count, saved: writePersisted(STAMP_COUNTS_SPEC, { ...counts, [world]: count }) };
}

export type GrantOutcome =
  { granted: true; count: number } | { granted: false; reason: 'disabled' | 'already-today' } | { granted: false; reason: 'not-saved'; message: string };

/**
 * Try to grant a stamp for `world`. Resolves once the local part is done; the
 * server write (when signed in) runs in the background and never rejects.
 */
export function grantStamp(world: string, now: Date = new Date()): GrantOutcome {
  if (getRuntimeConfig().autoStamps !== 'true') return { granted: false, reason: 'disabled' };
  const today = calendarDay(now);
  const last = readPersisted(STAMP_LAST_GRANT_SPEC);
  if (last[world] === today) return { granted: false, reason: 'already-today' };
  // 'Stamp earned!' only for a stamp that was saved: a full storage says so instead
  const marked = writePersisted(STAMP_LAST_GRANT_SPEC, { ...last, [world]: today });
  const { count, saved } = marked.ok ? addLocalStampCount(world, 1) : { count: 0, saved: marked };
  if (!saved.ok) {
    if (marked.ok) writePersisted(STAMP_LAST_GRANT_SPEC, last); // not counted: may be earned again today
    const message = describeWriteFailure(saved) ?? 'Not saved.';
    emit('toast', { kind: 'err', text: message });
    return { granted: false, reason: 'not-saved', message };
  }
  emit('stamp-granted', { world, count });
  void recordOnServer(world, count, now);
  return { granted: true, count };
}

async function recordOnServer(world: string, count: number, now: Date): Promise<void> {
  try {
    const bridge = getBackendBridge();
    const userId = bridge.getUserId();
    const client = userId ? await bridge.getClient() : null;
    if (!client || !userId) return;
    const { error } = await client.rpc(RPCS.grantWorldStamp.name, {
      p_user: userId,
      p_world: world,
      p_inc: 1,
    });
    if (!error) return;
    await client
      .from(TABLES.userWorldStamps.name)
      .upsert({ user_id: userId, world, count, last_granted_at: now.toISOString() }, { onConflict: TABLES.userWorldStamps.conflict });
  } catch {
    // spec §7: all failures of stamp calls are silently ignored
  }
}
