/**
 * Local demo mode: the wallet and its transactions live in this browser's storage
 * under versioned keys, validated on read (corrupt → defaults, never a crash).
 * A failed write keeps the change in memory and tells the family (err toast).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import type { WriteResult } from '@naturverse/platform';
import * as v from 'valibot';
import { createPersistedStore, parserSchema, type PersistedSpec, type PersistedStore } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import {
  MAX_TRANSACTIONS,
  canSpend,
  capNewest,
  friendlyBankError,
  localBalance,
  newestFirst,
  toAmount,
} from './bank-rules';
import { LOCAL_USER_ID, parseTransaction } from './rows';
import type { BankStore, LocalWallet, Transaction } from './types';

export { LOCAL_USER_ID };

export const WALLET_KEY = STORAGE_KEYS.bankWallet;
export const TRANSACTIONS_KEY = STORAGE_KEYS.bankTransactions;

/** Stored transactions: the newest 200 plus the net of any trimmed older ones. */
export interface StoredTransactions {
  version: 1;
  carried: number;
  items: Transaction[];
}
export const EMPTY_TRANSACTIONS: StoredTransactions = { version: 1, carried: 0, items: [] };

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isText = (v: unknown): v is string => typeof v === 'string';

export function parseStoredWallet(raw: unknown): LocalWallet | null {
  if (!isRecord(raw) || !isText(raw.address) || !raw.address.trim() || !isText(raw.createdAt)) return null;
  const label = isText(raw.label) && raw.label.trim() ? raw.label : null;
  return { address: raw.address, label, createdAt: raw.createdAt };
}

/** Unknown versions and wrong shapes read as empty; bad entries are dropped, good ones kept. */
export function parseStoredTransactions(raw: unknown): StoredTransactions | null {
  if (!isRecord(raw) || raw.version !== 1 || !Array.isArray(raw.items)) return null;
  const items = raw.items.map(parseTransaction).filter((t): t is Transaction => t !== null);
  const { kept, droppedNet } = capNewest(newestFirst(items), MAX_TRANSACTIONS);
  const carried = toAmount(raw.carried) ?? 0;
  return { version: 1, carried: carried + droppedNet, items: kept };
}

export const WALLET_SPEC: PersistedSpec<LocalWallet | null> = {
  key: WALLET_KEY,
  version: 1,
  schema: v.nullable(parserSchema(parseStoredWallet)),
  fallback: null,
};

/** Transaction entries go through the same schema as server rows (rows.ts). */
export const TRANSACTIONS_SPEC: PersistedSpec<StoredTransactions> = {
  key: TRANSACTIONS_KEY,
  version: 1,
  schema: parserSchema(parseStoredTransactions),
  fallback: EMPTY_TRANSACTIONS,
};

/** Timestamp-based, with a small suffix so two adds in the same millisecond differ. */
export function localId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime()}-${Math.floor(random() * 1e6).toString(36)}`;
}

interface LocalBankState {
  wallet: PersistedStore<LocalWallet | null>;
  transactions: PersistedStore<StoredTransactions>;
}

let state: LocalBankState | null = null;

/** One pair of stores per page load, so every view (and a client-side navigation) agrees. */
export function localBankState(onWriteFailure: (r: WriteResult) => void = reportWriteFailure): LocalBankState {
  state ??= {
    wallet: createPersistedStore(WALLET_SPEC, onWriteFailure),
    transactions: createPersistedStore(TRANSACTIONS_SPEC, onWriteFailure),
  };
  return state;
}

/** Tests start each case from what storage holds. */
export function resetLocalBankState(): void {
  state = null;
}

export function createLocalBankStore(clock: () => Date = () => new Date()): BankStore {
  const { wallet, transactions } = localBankState();
  const balance = () => localBalance(transactions.get().carried, transactions.get().items);
  return {
    readWallet: async () => wallet.get(),
    async saveWallet(next) {
      const createdAt = wallet.get()?.createdAt ?? clock().toISOString();
      wallet.commit({ ...next, createdAt });
      return { ok: true, value: next };
    },
    listTransactions: async () => transactions.get().items,
    async addTransaction({ kind, amount, note, wallet_address }) {
      if (kind === 'spend' && !canSpend(balance(), amount)) {
        return { ok: false, message: friendlyBankError({ code: 'NV005' }) };
      }
      const now = clock();
      const entry: Transaction = { id: localId(now), user_id: LOCAL_USER_ID, wallet_address, kind, amount, note, created_at: now.toISOString() };
      const current = transactions.get();
      const { kept, droppedNet } = capNewest([entry, ...current.items], MAX_TRANSACTIONS);
      transactions.commit({ version: 1, carried: current.carried + droppedNet, items: kept });
      return { ok: true, value: entry };
    },
    readBalance: async () => balance(),
  };
}
