/** XP panel data (spec §7: XP read, XP add). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { TABLES } from '@naturverse/platform';

export interface XpStore {
  /** Sum of the user's ledger deltas. */
  total(userId: string): Promise<number>;
  add(userId: string, delta: number): Promise<void>;
}

export function sumDeltas(rows: unknown): number {
  if (!Array.isArray(rows)) return 0;
  return rows.reduce<number>((sum, row) => {
    const delta = Number((row as { delta?: unknown } | null)?.delta);
    return Number.isFinite(delta) ? sum + delta : sum;
  }, 0);
}

export function createSupabaseXpStore(client: SupabaseClient): XpStore {
  const table = TABLES.xpLedger.name;
  return {
    async total(userId) {
      const { data, error } = await client.from(table).select('delta').eq('user_id', userId);
      if (error) throw new Error(error.message);
      return sumDeltas(data);
    },
    async add(userId, delta) {
      const { error } = await client.from(table).insert({ user_id: userId, delta, source: 'manual' });
      if (error) throw new Error(error.message);
    },
  };
}
