/** The profile page's stores, built on the page's one client (null in demo mode). */
import { getSupabaseClient } from '../client.js';
import { createSupabaseProfileStore, type ProfileStore } from './profile-store.js';
import { createSupabaseWalletStore, type WalletStore } from './wallet-store.js';
import { createSupabaseXpStore, type XpStore } from './xp-store.js';

export interface AccountStores {
  profile: ProfileStore;
  wallet: WalletStore;
  xp: XpStore;
}

export async function getAccountStores(): Promise<AccountStores | null> {
  const client = await getSupabaseClient();
  if (!client) return null;
  return {
    profile: createSupabaseProfileStore(client),
    wallet: createSupabaseWalletStore(client),
    xp: createSupabaseXpStore(client),
  };
}
