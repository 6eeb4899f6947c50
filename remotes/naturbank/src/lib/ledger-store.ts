/**
 * The token page's ledger and the demo wallet, in browser storage. Always local
 * (spec §2: the ledger is a local-only version of the bank).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { useStore } from 'zustand';
import type { WriteResult } from '@naturverse/platform';
import { localId, localWalletState } from './local-wallet';
import { createPersistedStore, type PersistedSpec, type PersistedStore } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { DEMO_WALLET_LABEL, demoAddress, sampleEntries } from './demo-wallet';
import { EMPTY_LEDGER, addLedgerEntry, ledgerSchema, withEntries, type Ledger, type LedgerType } from './ledger-rules';
import type { LocalWallet } from './wallet-types';

export const LEDGER_KEY = STORAGE_KEYS.bankLedger;

export const LEDGER_SPEC: PersistedSpec<Ledger> = {
  key: LEDGER_KEY,
  version: 1,
  schema: ledgerSchema,
  fallback: EMPTY_LEDGER,
};

let ledgerStore: PersistedStore<Ledger> | null = null;

export function ledgerState(onWriteFailure: (r: WriteResult) => void = reportWriteFailure): PersistedStore<Ledger> {
  ledgerStore ??= createPersistedStore(LEDGER_SPEC, onWriteFailure);
  return ledgerStore;
}

export function resetLedgerState(): void {
  ledgerStore = null;
}

/**
 * Record one entry once storage has it. A spend that would overdraw is refused with the message
 * to show; a write that storage refuses changes nothing (`notSaved`: the err toast said why).
 */
export function recordLedgerEntry(
  input: { type: LedgerType; amount: number; memo: string },
  now: Date = new Date(),
  random: () => number = Math.random,
): { ok: true } | { ok: false; message: string } | { ok: false; notSaved: true } {
  const store = ledgerState();
  const outcome = addLedgerEntry(store.get(), { id: localId(now, random), ts: now.getTime(), ...input });
  if (!outcome.ok) return outcome;
  return store.save(outcome.ledger).ok ? { ok: true } : { ok: false, notSaved: true };
}

/**
 * Create the local demo wallet: 'demo-…' address and createdAt, then grant 120 by
 * seeding the 4 sample entries. Does nothing when a local wallet already exists, and
 * nothing when storage refuses either write (the err toast says why).
 */
export function createDemoWallet(now: Date = new Date(), random: () => number = Math.random): LocalWallet | null {
  const wallet = localWalletState();
  if (wallet.get()) return null;
  const created: LocalWallet = { address: demoAddress(random), label: DEMO_WALLET_LABEL, createdAt: now.toISOString() };
  const walletSaved = wallet.save(created);
  if (!walletSaved.ok) {
    reportWriteFailure(walletSaved);
    return null;
  }
  const ledger = ledgerState();
  const current = ledger.get();
  if (!ledger.save(withEntries(current.carried, [...sampleEntries(now.getTime()), ...current.entries])).ok) {
    wallet.save(null); // all or nothing: no wallet without its 120 (the ledger's toast said why)
    return null;
  }
  return created;
}

export function useLedger(): Ledger {
  return useStore(ledgerState().store, (s) => s.value);
}
