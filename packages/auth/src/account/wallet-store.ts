/** NATUR wallet panel data (spec §7: Read wallet balance, Earn or spend). */
import type { SupabaseClient } from '@supabase/supabase-js';
import { RPCS, VIEWS } from '@naturverse/platform';
import { NO_ROWS } from './profile-store.js';

export type NaturKind = 'earn' | 'spend';

export interface WalletStore {
  /** The signed-in user's balance; 0 when they have no wallet row yet. */
  balance(): Promise<number>;
  earnSpend(kind: NaturKind, amount: number, reason: string): Promise<void>;
}

export function createSupabaseWalletStore(client: SupabaseClient): WalletStore {
  return {
    async balance() {
      const { data, error } = await client.from(VIEWS.myWallet.name).select('balance').single();
      if (error) {
        if (error.code === NO_ROWS) return 0;
        throw new Error(error.message);
      }
      const value = Number((data as { balance?: unknown } | null)?.balance);
      return Number.isFinite(value) ? value : 0;
    },
    async earnSpend(kind, amount, reason) {
      const { error } = await client.rpc(RPCS.earnSpendNatur.name, {
        p_kind: kind,
        p_amount: amount,
        p_meta: { reason },
      });
      if (error) throw new Error(error.message);
    },
  };
}
