/** Pure NaturBank rules (spec §5, §9): balance, grant/spend, caps, ordering, wording. */
import type { NewTransaction, Transaction, TransactionKind, Wallet } from './types';

/** Local demo mode starts every family at 120 NATUR. */
export const START_BALANCE = 120;
/** At most this many transactions are fetched and listed (and kept locally). */
export const MAX_TRANSACTIONS = 200;
export const DAILY_GRANT: NewTransaction = { kind: 'grant', amount: 25, note: 'Daily grant' };
export const SHOP_SPEND: NewTransaction = { kind: 'spend', amount: 10, note: 'Shop demo' };
/** 'Spend −10' needs at least this much. */
export const MIN_SPEND_BALANCE = SHOP_SPEND.amount;
export const EMPTY_ACTIVITY_TEXT = 'No activity yet. Use the grant/spend buttons to simulate flow.';
export const INSUFFICIENT_FUNDS_CODE = 'NV005';

const KINDS: readonly TransactionKind[] = ['grant', 'spend', 'earn'];
export const isTransactionKind = (v: unknown): v is TransactionKind => KINDS.includes(v as TransactionKind);

/** Grants and earns add, spends take away. */
export function signedAmount(tx: { kind: TransactionKind; amount: number }): number {
  return tx.kind === 'spend' ? -tx.amount : tx.amount;
}

export function netOf(txs: readonly { kind: TransactionKind; amount: number }[]): number {
  return txs.reduce((sum, tx) => sum + signedAmount(tx), 0);
}

/** A balance is never shown or used below 0 (and never as NaN). */
export function clampBalance(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : 0;
}

/** Local balance: the starting 120, plus what was carried from trimmed entries, plus the list. */
export function localBalance(carried: number, txs: readonly Transaction[]): number {
  return clampBalance(START_BALANCE + carried + netOf(txs));
}

/** Spend −10 is enabled only when the balance is at least 10. */
export function canSpend(balance: number, amount: number = MIN_SPEND_BALANCE): boolean {
  return balance >= amount;
}

/** Newest first by created_at; a copy, ties keep their order. */
export function newestFirst<T extends { created_at: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (Date.parse(b.created_at) || 0) - (Date.parse(a.created_at) || 0));
}

/**
 * Keep the newest `cap` items (input newest first). What falls off is returned as
 * its net amount, so a local balance does not jump when old entries are trimmed.
 */
export function capNewest<T extends { kind: TransactionKind; amount: number }>(newestFirstItems: readonly T[], cap: number): { kept: T[]; droppedNet: number } {
  const kept = newestFirstItems.slice(0, cap);
  return { kept, droppedNet: netOf(newestFirstItems.slice(cap)) };
}

/** Wallet save (spec §5): trimmed; null when the address is blank (the save is ignored). */
export function walletToSave(address: string, label: string): Wallet | null {
  const a = address.trim();
  if (!a) return null;
  const l = label.trim();
  return { address: a, label: l || null };
}

/** '+25', '−10' (a real minus sign, as the buttons show it). */
export function formatSigned(tx: { kind: TransactionKind; amount: number }): string {
  return `${tx.kind === 'spend' ? '−' : '+'}${Math.round(tx.amount * 100) / 100}`;
}

/** Numbers from PostgREST numeric columns may arrive as strings ("120.00"). */
export function toAmount(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The status line once the bank has loaded (spec wording, same as the passport). */
export function modeStatusText(mode: 'local' | 'synced'): string {
  return mode === 'synced' ? 'Synced to your account.' : 'Local demo mode.';
}

/** What a family reads when a write fails: NV005 gets a kind explanation, others the server's words. */
export function friendlyBankError(error: { message?: string; code?: string } | null | undefined): string {
  if (error?.code === INSUFFICIENT_FUNDS_CODE || error?.message === 'insufficient_funds') {
    return 'Not enough NATUR for that spend. Try a grant first, then spend again.';
  }
  return error?.message || 'Something went wrong, so this was not saved.';
}
