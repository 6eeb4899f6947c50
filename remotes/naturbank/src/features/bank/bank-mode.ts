/**
 * Which store the bank uses (spec §4, §8): no signed-in user or no client → local
 * demo mode; with a user, synced only when every server read works, otherwise a
 * silent fall back to local mode.
 */
import { loadSyncedOrLocal, type SyncSources } from '@naturverse/platform';
import type { BankMode, BankStore, Transaction, Wallet } from './types';

export interface LoadedBank {
  mode: BankMode;
  store: BankStore;
  wallet: Wallet | null;
  transactions: Transaction[];
  balance: number;
}

export type BankSources = SyncSources<BankStore>;

async function loadFrom(mode: BankMode, store: BankStore): Promise<LoadedBank> {
  const [wallet, transactions, balance] = await Promise.all([store.readWallet(), store.listTransactions(), store.readBalance()]);
  return { mode, store, wallet, transactions, balance };
}

export function loadBank(sources: BankSources): Promise<LoadedBank> {
  return loadSyncedOrLocal(sources, loadFrom);
}
