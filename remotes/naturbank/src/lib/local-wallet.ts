/**
 * The wallet kept in this browser (local demo mode): the bank's wallet page and the ledger's
 * demo wallet both read and write it, so it lives here rather than in either feature.
 * Validated on read (corrupt → no wallet, never a crash); a refused write changes nothing and
 * the caller tells the family (the bank page by an alert, spec §8; the token page by a toast).
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import { useStore } from 'zustand';
import { createPersistedStore, parserOf, plainObject, type PersistedSpec, type PersistedStore } from '@naturverse/platform';
import type { LocalWallet } from './wallet-types';

export const WALLET_KEY = STORAGE_KEYS.bankWallet;

const nonBlank = v.pipe(
  v.string(),
  v.check((s) => s.trim() !== ''),
);

const walletSchema = plainObject(
  v.pipe(
    v.object({ address: nonBlank, label: v.optional(v.unknown()), createdAt: v.string() }),
    v.transform(({ address, label, createdAt }): LocalWallet => ({
      address,
      label: typeof label === 'string' && label.trim() ? label : null,
      createdAt,
    })),
  ),
);

export const parseStoredWallet = parserOf(walletSchema);

export const WALLET_SPEC: PersistedSpec<LocalWallet | null> = {
  key: WALLET_KEY,
  version: 1,
  schema: v.nullable(walletSchema),
  fallback: null,
};

/** Timestamp-based, with a small suffix so two adds in the same millisecond differ. */
export function localId(now: Date, random: () => number = Math.random): string {
  return `${now.getTime()}-${Math.floor(random() * 1e6).toString(36)}`;
}

let wallet: PersistedStore<LocalWallet | null> | null = null;

/** One store per page load, so every view (and a client-side navigation) agrees. */
export function localWalletState(): PersistedStore<LocalWallet | null> {
  wallet ??= createPersistedStore(WALLET_SPEC);
  return wallet;
}

/** Tests start each case from what storage holds. */
export function resetLocalWallet(): void {
  wallet = null;
}

export function useLocalWallet(): LocalWallet | null {
  return useStore(localWalletState().store, (s) => s.value);
}
