/**
 * The bank's two writes, independent of React: what is sent, what the page shows
 * afterwards, and the alert on failure (spec §8 "Wallet save or transaction insert
 * error → alert with the message").
 */
import { MAX_TRANSACTIONS, clampBalance, signedAmount, walletToSave } from './bank-rules';
import type { LoadedBank } from './bank-mode';
import { valueOrAlert } from '@naturverse/auth';
import type { NewTransaction } from './types';

export type Alert = (message: string) => void;

/** Add a transaction; the balance reloads afterwards (spec §4). Null when nothing changed. */
export async function addBankTransaction(loaded: LoadedBank, tx: NewTransaction, alert: Alert): Promise<LoadedBank | null> {
  const added = valueOrAlert(await loaded.store.addTransaction({ ...tx, wallet_address: loaded.wallet?.address ?? null }), alert);
  if (added === null) return null;
  const transactions = [added, ...loaded.transactions].slice(0, MAX_TRANSACTIONS);
  let balance: number;
  try {
    balance = await loaded.store.readBalance();
  } catch {
    // the row is stored; if only the reload failed, show the arithmetic result
    balance = clampBalance(loaded.balance + signedAmount(added));
  }
  return { ...loaded, transactions, balance };
}

/** Save the wallet; a blank address (after trimming) is ignored: no call, no alert. */
export async function saveBankWallet(loaded: LoadedBank, input: { address: string; label: string }, alert: Alert): Promise<LoadedBank | null> {
  const wallet = walletToSave(input.address, input.label);
  if (!wallet) return null;
  const saved = valueOrAlert(await loaded.store.saveWallet(wallet), alert);
  return saved === null ? null : { ...loaded, wallet: saved };
}
