/** NaturBank entities (spec §3): the wallet and its transactions, local or from the server. */
export type TransactionKind = 'grant' | 'spend' | 'earn';

// the wallet is shared with the ledger (its demo wallet), so its types live in lib/
import type { LocalWallet, Wallet } from '../../lib/wallet-types';
export type { LocalWallet, Wallet };

export interface Transaction {
  id: string;
  user_id: string;
  wallet_address: string | null;
  kind: TransactionKind;
  amount: number;
  note: string | null;
  /** ISO date-time. */
  created_at: string;
}

export interface NewTransaction {
  kind: TransactionKind;
  amount: number;
  note: string;
}

// A write either gives back the stored value or says why nothing was stored (one rule for every hub).
import type { WriteOutcome } from '@naturverse/auth';
export type { WriteOutcome };

/**
 * The bank's one data interface: the page gets one of these and never knows whether
 * it is the browser-storage one or the Supabase one. Reads reject when the source
 * cannot be read (the mode decision uses that).
 */
export interface BankStore {
  readWallet(): Promise<Wallet | null>;
  saveWallet(wallet: Wallet): Promise<WriteOutcome<Wallet>>;
  listTransactions(): Promise<Transaction[]>;
  addTransaction(tx: NewTransaction & { wallet_address: string | null }): Promise<WriteOutcome<Transaction>>;
  readBalance(): Promise<number>;
}

export type BankMode = 'local' | 'synced';
