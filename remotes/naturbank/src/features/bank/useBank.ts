/** The bank pages' state: which store (via loadBank), the wallet, list and balance, and the writes. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@naturverse/auth';
import { getBackendBridge } from '@naturverse/platform';
import { createDemoWallet } from '../../lib/ledger-store';
import { addBankTransaction, saveBankWallet } from './bank-actions';
import { loadBank, shouldWaitForAuth, type BankSources, type LoadedBank } from './bank-mode';
import { createLocalBankStore } from './local-bank';
import { createSupabaseBankStore } from './supabase-bank';
import type { NewTransaction } from './types';

const defaultSources = (): BankSources => ({
  bridge: getBackendBridge(),
  local: () => createLocalBankStore(),
  remote: createSupabaseBankStore,
});

const alertFamily = (message: string) => window.alert(message);

export function useBank() {
  const { status, user, backendConfigured } = useAuth();
  const waitingForAuth = shouldWaitForAuth(status, backendConfigured);
  const userId = user?.id ?? null;
  const [loaded, setLoadedState] = useState<LoadedBank | null>(null);
  // The latest state and an in-flight flag, read synchronously so two quick clicks
  // never write from the same stale snapshot.
  const latest = useRef<LoadedBank | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  const setLoaded = useCallback((next: LoadedBank | null) => {
    latest.current = next;
    setLoadedState(next);
  }, []);

  useEffect(() => {
    if (waitingForAuth) return;
    let live = true;
    setLoaded(null);
    void loadBank(defaultSources()).then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, [waitingForAuth, userId, setLoaded]);

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
    [setLoaded],
  );

  const addTransaction = useCallback((tx: NewTransaction) => run((c) => addBankTransaction(c, tx, alertFamily)), [run]);

  const saveWallet = useCallback(
    (input: { address: string; label: string }) => run((c) => saveBankWallet(c, input, alertFamily)),
    [run],
  );

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
