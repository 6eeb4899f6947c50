/** The bank pages' state: which store (via loadBank), the wallet, list and balance, and the writes. */
import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@naturverse/auth';
import { getBackendBridge } from '@naturverse/platform';
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
  const [loaded, setLoaded] = useState<LoadedBank | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => {
    let live = true;
    setLoaded(null);
    void loadBank(defaultSources()).then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => (waitingForAuth ? undefined : reload()), [waitingForAuth, userId, reload]);

  const addTransaction = useCallback(
    async (tx: NewTransaction) => {
      if (!loaded || busy) return;
      setBusy(true);
      const next = await addBankTransaction(loaded, tx, alertFamily);
      setBusy(false);
      if (next) setLoaded(next);
    },
    [loaded, busy],
  );

  const saveWallet = useCallback(
    async (input: { address: string; label: string }) => {
      if (!loaded) return false;
      const next = await saveBankWallet(loaded, input, alertFamily);
      if (next) setLoaded(next);
      return next !== null;
    },
    [loaded],
  );

  return { loaded, busy, addTransaction, saveWallet, reload };
}
