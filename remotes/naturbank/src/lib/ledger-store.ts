/**
 * The token page's ledger and the demo wallet, in browser storage. Always local
 * (spec §2: the ledger is a local-only version of the bank).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { useStore } from 'zustand';
import type { WriteResult } from '@naturverse/platform';
import { localId, localWalletState } from './local-wallet';
import { createPersistedStore, parserSchema, type PersistedSpec, type PersistedStore } from '@naturverse/platform';
import { reportWriteFailure } from '@naturverse/ui';
import { DEMO_WALLET_LABEL, demoAddress, sampleEntries } from './demo-wallet';
import { EMPTY_LEDGER, addLedgerEntry, parseStoredLedger, withEntries, type Ledger, type LedgerType } from './ledger-rules';
import type { LocalWallet } from './wallet-types';

export const LEDGER_KEY = STORAGE_KEYS.bankLedger;

export const LEDGER_SPEC: PersistedSpec<Ledger> = {
  key: LEDGER_KEY,
  version: 1,
  schema: parserSchema(parseStoredLedger),
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

/** Record one entry; returns the refusal message when a spend would overdraw. */
export function recordLedgerEntry(
  input: { type: LedgerType; amount: number; memo: string },
  now: Date = new Date(),
  random: () => number = Math.random,
): { ok: true } | { ok: false; message: string } {
  const store = ledgerState();
  const outcome = addLedgerEntry(store.get(), { id: localId(now, random), ts: now.getTime(), ...input });
  if (!outcome.ok) return outcome;
  store.commit(outcome.ledger);
  return { ok: true };
}

/**
 * Create the local demo wallet: 'demo-…' address and createdAt, then grant 120 by
 * seeding the 4 sample entries. Does nothing when a local wallet already exists.
 */
export function createDemoWallet(now: Date = new Date(), random: () => number = Math.random): LocalWallet | null {
  const wallet = localWalletState();
  if (wallet.get()) return null;
  const created: LocalWallet = { address: demoAddress(random), label: DEMO_WALLET_LABEL, createdAt: now.toISOString() };
  wallet.commit(created);
  const ledger = ledgerState();
  const current = ledger.get();
  ledger.commit(withEntries(current.carried, [...sampleEntries(now.getTime()), ...current.entries]));
  return created;
}

export function useLedger(): Ledger {
  return useStore(ledgerState().store, (s) => s.value);
}
