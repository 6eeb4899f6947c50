/**
 * World stamps earned by playing (spec §9 "Stamps"): at most one per world per
 * calendar day, only when the runtime flag autoStamps === 'true'. Each grant adds 1
 * to the local per-world count and fires `stamp-granted`; when signed in with a
 * backend it is also recorded server-side. Backend failures are silently ignored.
 */
import { getRuntimeConfig } from '../config/runtime-config';
import { emit } from '../events/events';
import { readJSON, removeKey, writeJSON } from '../storage/safe-storage';
import { getBackendBridge } from '../backend/bridge';
import { TABLES, RPCS } from '../backend/tables';

export const STAMP_COUNTS_KEY = 'naturverse.stamps.counts.v1';
export const STAMP_LAST_GRANT_KEY = 'naturverse.stamps.last-grant.v1';

export type StampCounts = Record<string, number>;
type LastGrant = Record<string, string>;

function recordOf<T>(isValue: (v: unknown) => v is T) {
  return (value: unknown): Record<string, T> | null => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const out: Record<string, T> = {};
    for (const [k, v] of Object.entries(value)) if (isValue(v)) out[k] = v;
    return out;
  };
}
const countsOf = recordOf((v): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0);
const datesOf = recordOf((v): v is string => typeof v === 'string');

/** The local calendar day, so "once per day" follows the family's clock. */
export function calendarDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function getLocalStampCounts(): StampCounts {
  return readJSON(STAMP_COUNTS_KEY, countsOf, {});
}

export function addLocalStampCount(world: string, inc = 1): number {
  const counts = getLocalStampCounts();
  const next = (counts[world] ?? 0) + inc;
  writeJSON(STAMP_COUNTS_KEY, { ...counts, [world]: next });
  return next;
}

/** `?stamps=reset` clears the once-a-day record (spec §9); returns whether it did. */
export function applyStampsResetParam(search: string): boolean {
  if (new URLSearchParams(search).get('stamps') !== 'reset') return false;
  removeKey(STAMP_LAST_GRANT_KEY);
  return true;
}

export type GrantOutcome =
  | { granted: true; count: number }
  | { granted: false; reason: 'disabled' | 'already-today' };

/**
 * Try to grant a stamp for `world`. Resolves once the local part is done; the
 * server write (when signed in) runs in the background and never rejects.
 */
export function grantStamp(world: string, now: Date = new Date()): GrantOutcome {
  if (getRuntimeConfig().autoStamps !== 'true') return { granted: false, reason: 'disabled' };
  const today = calendarDay(now);
  const last = readJSON(STAMP_LAST_GRANT_KEY, datesOf, {} as LastGrant);
  if (last[world] === today) return { granted: false, reason: 'already-today' };
  writeJSON(STAMP_LAST_GRANT_KEY, { ...last, [world]: today });
  const count = addLocalStampCount(world, 1);
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
    await client.from(TABLES.userWorldStamps.name).upsert(
      { user_id: userId, world, count, last_granted_at: now.toISOString() },
      { onConflict: TABLES.userWorldStamps.conflict },
    );
  } catch {
    // spec §7: all failures of stamp calls are silently ignored
  }
}
