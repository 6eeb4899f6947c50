/**
 * Local demo mode: the wallet and its transactions live in this browser's storage
 * under versioned keys, validated on read (corrupt → defaults, never a crash).
 * A failed write keeps the change in memory and tells the family (err toast).
 */
import type { WriteResult } from '@naturverse/platform';
import { createPersistedStore, type PersistedStore } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import {
  MAX_TRANSACTIONS,
  canSpend,
  capNewest,
  friendlyBankError,
  isTransactionKind,
  localBalance,
  newestFirst,
  toAmount,
} from './bank-rules';
import type { BankStore, LocalWallet, Transaction } from './types';

export const WALLET_KEY = 'naturverse.naturbank.wallet.v1';
export const TRANSACTIONS_KEY = 'naturverse.naturbank.transactions.v1';
export const LOCAL_USER_ID = 'local';

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

function parseTransaction(raw: unknown): Transaction | null {
  if (!isRecord(raw) || !isText(raw.id) || !isText(raw.created_at) || !isTransactionKind(raw.kind)) return null;
  const amount = toAmount(raw.amount);
  if (amount === null || amount <= 0 || Number.isNaN(Date.parse(raw.created_at))) return null;
  return {
    id: raw.id,
    user_id: isText(raw.user_id) ? raw.user_id : LOCAL_USER_ID,
    wallet_address: isText(raw.wallet_address) ? raw.wallet_address : null,
    kind: raw.kind,
    amount,
    note: isText(raw.note) ? raw.note : null,
    created_at: raw.created_at,
  };
}

/** Unknown versions and wrong shapes read as empty; bad entries are dropped, good ones kept. */
export function parseStoredTransactions(raw: unknown): StoredTransactions | null {
  if (!isRecord(raw) || raw.version !== 1 || !Array.isArray(raw.items)) return null;
  const items = raw.items.map(parseTransaction).filter((t): t is Transaction => t !== null);
  const { kept, droppedNet } = capNewest(newestFirst(items), MAX_TRANSACTIONS);
  const carried = toAmount(raw.carried) ?? 0;
  return { version: 1, carried: carried + droppedNet, items: kept };
}

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
    wallet: createPersistedStore<LocalWallet | null>(WALLET_KEY, parseStoredWallet, null, onWriteFailure),
    transactions: createPersistedStore(TRANSACTIONS_KEY, parseStoredTransactions, EMPTY_TRANSACTIONS, onWriteFailure),
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
