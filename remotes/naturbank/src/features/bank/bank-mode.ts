/**
 * Which store the bank uses (spec §4, §8): no signed-in user or no client → local
 * demo mode; with a user, synced only when every server read works, otherwise a
 * silent fall back to local mode.
 */
import type { BackendBridge, BackendClient } from '@naturverse/platform';
import type { BankMode, BankStore, Transaction, Wallet } from './types';

export interface LoadedBank {
  mode: BankMode;
  store: BankStore;
  wallet: Wallet | null;
  transactions: Transaction[];
  balance: number;
}

export interface BankSources {
  bridge: BackendBridge;
  local: () => BankStore;
  remote: (client: BackendClient, userId: string) => BankStore;
}

async function loadFrom(mode: BankMode, store: BankStore): Promise<LoadedBank> {
  const [wallet, transactions, balance] = await Promise.all([
    store.readWallet(),
    store.listTransactions(),
    store.readBalance(),
  ]);
  return { mode, store, wallet, transactions, balance };
}

export async function loadBank({ bridge, local, remote }: BankSources): Promise<LoadedBank> {
  try {
    const userId = bridge.getUserId();
    const client = userId ? await bridge.getClient() : null;
    if (userId && client) return await loadFrom('synced', remote(client, userId));
  } catch {
    // a read failed (or the client could not be made): silent fallback below
  }
  return loadFrom('local', local());
}

/**
 * With a backend configured, wait for the session before deciding, so a signed-in
 * family never sees a "Local demo mode." flash; without one there is nothing to wait for.
 */
export function shouldWaitForAuth(status: 'not-ready' | 'signed-in' | 'signed-out', backendConfigured: boolean): boolean {
  return status === 'not-ready' && backendConfigured;
}
