/** The bank pages' state: which store (via loadBank), the wallet, list and balance, and the writes. */
import { useCallback, useRef, useState } from 'react';
import { alertFamily, useLoadedForUser } from '@naturverse/auth';
import { getBackendBridge } from '@naturverse/platform';
import { createDemoWallet } from '../../lib/ledger-store';
import { addBankTransaction, saveBankWallet } from './bank-actions';
import { loadBank, type LoadedBank } from './bank-mode';
import { createLocalBankStore } from './local-bank';
import { createSupabaseBankStore } from './supabase-bank';
import type { NewTransaction } from './types';

const loadDefault = () =>
  loadBank({
    bridge: getBackendBridge(),
    local: () => createLocalBankStore(),
    remote: createSupabaseBankStore,
  });

export function useBank() {
  const { loaded, setLoaded, latest } = useLoadedForUser(loadDefault);
  // Read synchronously so a second click while a write is saving does nothing.
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (write: (current: LoadedBank) => Promise<LoadedBank | null>) => {
      const current = latest.current;
      if (!current || inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      try {
        const next = await write(current);
        if (next) setLoaded(next);
        return next !== null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [latest, setLoaded],
  );

  const addTransaction = useCallback((tx: NewTransaction) => run((c) => addBankTransaction(c, tx, alertFamily)), [run]);

  const saveWallet = useCallback((input: { address: string; label: string }) => run((c) => saveBankWallet(c, input, alertFamily)), [run]);

  /** Local demo mode only: a demo wallet (and its 4 sample ledger entries). */
  const createDemo = useCallback(
    () =>
      run(async (c) => {
        if (c.mode !== 'local') return null;
        const wallet = createDemoWallet();
        return wallet ? { ...c, wallet } : null;
      }),
    [run],
  );

  return { loaded, busy, addTransaction, saveWallet, createDemo };
}
