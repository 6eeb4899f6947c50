/**
 * Local demo mode: the wallet (lib/local-wallet.ts, shared with the ledger) and its
 * transactions live in this browser's storage under versioned keys, validated on read
 * (corrupt → defaults, never a crash).
 * A refused write changes nothing and says why (the bank page alerts it, spec §8).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import type { WriteResult } from '@naturverse/platform';
import {
  createPersistedStore,
  describeWriteFailure,
  keepValid,
  parserOf,
  plainObject,
  warnDropped,
  type PersistedSpec,
  type PersistedStore,
} from '@naturverse/platform';
import { localId, localWalletState, resetLocalWallet } from '../../lib/local-wallet';
import { MAX_TRANSACTIONS, canSpend, capNewest, friendlyBankError, localBalance, newestFirst, toAmount } from './bank-rules';
import { LOCAL_USER_ID, transactionSchema } from './rows';
import type { BankStore, LocalWallet, Transaction } from './types';

export { LOCAL_USER_ID };

export const TRANSACTIONS_KEY = STORAGE_KEYS.bankTransactions;

/** Stored transactions: the newest 200 plus the net of any trimmed older ones. */
export interface StoredTransactions {
  version: 1;
  carried: number;
  items: Transaction[];
}
export const EMPTY_TRANSACTIONS: StoredTransactions = { version: 1, carried: 0, items: [] };

/** Bad entries are dropped (same schema as server rows), good ones kept, the oldest past 200 carried. */
const storedTransactionsSchema = plainObject(
  v.pipe(
    v.object({ version: v.literal(1), carried: v.optional(v.unknown()), items: v.array(v.unknown()) }),
    v.transform((raw): StoredTransactions => {
      const { kept, droppedNet } = capNewest(
        newestFirst(keepValid(transactionSchema, raw.items, (entry) => warnDropped('transaction', entry))),
        MAX_TRANSACTIONS,
      );
      return { version: 1, carried: (toAmount(raw.carried) ?? 0) + droppedNet, items: kept };
    }),
  ),
);

/** Unknown versions and wrong shapes read as empty; bad entries are dropped, good ones kept. */
export const parseStoredTransactions = parserOf(storedTransactionsSchema);

/** Transaction entries go through the same schema as server rows (rows.ts). */
export const TRANSACTIONS_SPEC: PersistedSpec<StoredTransactions> = {
  key: TRANSACTIONS_KEY,
  version: 1,
  schema: storedTransactionsSchema,
  fallback: EMPTY_TRANSACTIONS,
};

interface LocalBankState {
  wallet: PersistedStore<LocalWallet | null>;
  transactions: PersistedStore<StoredTransactions>;
}

let state: LocalBankState | null = null;

/** One pair of stores per page load, so every view (and a client-side navigation) agrees. */
// A refused write is reported by the bank page's alert (spec §8), not by the stores.
export function localBankState(): LocalBankState {
  state ??= {
    wallet: localWalletState(),
    transactions: createPersistedStore(TRANSACTIONS_SPEC),
  };
  return state;
}

/** Tests start each case from what storage holds. */
export function resetLocalBankState(): void {
  state = null;
  resetLocalWallet();
}

/** Storage refused the write: nothing changed, and the family is told why. */
const notSaved = (result: WriteResult) => ({ ok: false as const, message: describeWriteFailure(result) ?? 'Not saved.' });

export function createLocalBankStore(clock: () => Date = () => new Date()): BankStore {
  const { wallet, transactions } = localBankState();
  const balance = () => localBalance(transactions.get().carried, transactions.get().items);
  return {
    readWallet: async () => wallet.get(),
    async saveWallet(next) {
      const createdAt = wallet.get()?.createdAt ?? clock().toISOString();
      const saved = wallet.save({ ...next, createdAt });
      return saved.ok ? { ok: true, value: next } : notSaved(saved);
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
      const saved = transactions.save({ version: 1, carried: current.carried + droppedNet, items: kept });
      return saved.ok ? { ok: true, value: entry } : notSaved(saved);
    },
    readBalance: async () => balance(),
  };
}
