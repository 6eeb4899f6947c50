/**
 * Synced mode: the four spec §7 passport calls against Supabase, with table and
 * column names from TABLES. Nothing is written to browser storage here.
 */
import { TABLES, columnList, type BackendClient, type BackendResult } from '@naturverse/platform';
import { keepValid, parseBadge, parseStamp } from './rows';
import type { AddResult, NewBadge, NewStamp, PassportStore } from './types';

const STAMPS = TABLES.passportStamps;
const BADGES = TABLES.passportBadges;

const logDropped = (what: string) => (row: unknown) => console.warn(`[passport] dropped a malformed ${what} row from the server`, row);

/** Server rows go through the same parsers as stored ones; a malformed row is dropped and logged. */
function rowsOrThrow<T>({ data, error }: BackendResult, what: string, parse: (raw: unknown) => T | null): T[] {
  if (error) throw new Error(error.message || `Could not read ${what}s.`);
  return Array.isArray(data) ? keepValid(data, parse, logDropped(what)) : [];
}

function addResult<T>({ data, error }: BackendResult, what: string, parse: (raw: unknown) => T | null): AddResult<T> {
  if (error || !data) return { ok: false, message: error?.message || 'The server did not save this.' };
  const row = parse(data);
  if (!row) {
    logDropped(what)(data);
    return { ok: false, message: 'The server sent back something unexpected, so it is not shown. Reload to see what was saved.' };
  }
  return { ok: true, value: row };
}

export function createSupabasePassportStore(client: BackendClient, userId: string): PassportStore {
  return {
    async listStamps() {
      const result = await client.from(STAMPS.name).select(columnList(STAMPS.columns)).eq('user_id', userId).order('created_at', { ascending: false });
      return rowsOrThrow(result, 'stamp', parseStamp);
    },
    async addStamp({ world, title, note }: NewStamp) {
      const result = await client.from(STAMPS.name).insert({ user_id: userId, world, title, note }).select(columnList(STAMPS.columns)).single();
      return addResult(result, 'stamp', parseStamp);
    },
    async listBadges() {
      const result = await client.from(BADGES.name).select(columnList(BADGES.columns)).eq('user_id', userId).order('created_at', { ascending: false });
      return rowsOrThrow(result, 'badge', parseBadge);
    },
    async addBadge({ code, label }: NewBadge) {
      const result = await client.from(BADGES.name).insert({ user_id: userId, code, label }).select(columnList(BADGES.columns)).single();
      return addResult(result, 'badge', parseBadge);
    },
  };
}
