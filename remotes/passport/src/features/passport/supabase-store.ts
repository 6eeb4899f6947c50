/**
 * Synced mode: the four spec §7 passport calls against Supabase, with table and
 * column names from TABLES. Nothing is written to browser storage here.
 */
import { TABLES, columnList, type BackendClient, type BackendResult } from '@naturverse/platform';
import type { AddResult, NewBadge, NewStamp, PassportBadge, PassportStamp, PassportStore } from './types';

const STAMPS = TABLES.passportStamps;
const BADGES = TABLES.passportBadges;

function rowsOrThrow<T>({ data, error }: BackendResult, what: string): T[] {
  if (error) throw new Error(error.message || `Could not read ${what}.`);
  return Array.isArray(data) ? (data as T[]) : [];
}

function addResult<T>({ data, error }: BackendResult): AddResult<T> {
  if (error || !data) return { ok: false, message: error?.message || 'The server did not save this.' };
  return { ok: true, value: data as T };
}

export function createSupabasePassportStore(client: BackendClient, userId: string): PassportStore {
  return {
    async listStamps() {
      const result = await client
        .from(STAMPS.name)
        .select(columnList(STAMPS.columns))
        .eq('user_id', userId)
        .order('created_at', { ascending: false });
      return rowsOrThrow<PassportStamp>(result, 'stamps');
    },
    async addStamp({ world, title, note }: NewStamp) {
      const result = await client
        .from(STAMPS.name)
        .insert({ user_id: userId, world, title, note })
        .select(columnList(STAMPS.columns))
        .single();
      return addResult<PassportStamp>(result);
    },
    async listBadges() {
      const result = await client
        .from(BADGES.name)
        .select(columnList(BADGES.columns))
        .eq('user_id', userId)
        .order('created_at', { ascending: false });
      return rowsOrThrow<PassportBadge>(result, 'badges');
    },
    async addBadge({ code, label }: NewBadge) {
      const result = await client
        .from(BADGES.name)
        .insert({ user_id: userId, code, label })
        .select(columnList(BADGES.columns))
        .single();
      return addResult<PassportBadge>(result);
    },
  };
}
