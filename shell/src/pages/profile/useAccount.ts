import { useCallback, useEffect, useState } from 'react';
import { getAccountStores, useAuth, type AccountStores, type CloudProfile } from '@naturverse/auth';

/** The account stores once signed in (null while signed out, in demo mode or loading). */
export function useAccountStores(): AccountStores | null {
  const { status } = useAuth();
  const [stores, setStores] = useState<AccountStores | null>(null);
  useEffect(() => {
    if (status !== 'signed-in') {
      setStores(null);
      return;
    }
    let live = true;
    void getAccountStores().then((s) => live && setStores(s));
    return () => {
      live = false;
    };
  }, [status]);
  return stores;
}

export type CloudState = { phase: 'checking' } | { phase: 'ready'; profile: CloudProfile } | { phase: 'none' } | { phase: 'error'; message: string };

/** Reads the cloud profile once per user; `reload` after a save. */
export function useCloudProfile(stores: AccountStores | null, userId: string | null) {
  const [state, setState] = useState<CloudState>({ phase: 'checking' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!stores || !userId) return;
    let live = true;
    setState({ phase: 'checking' });
    stores.profile
      .read(userId)
      .then((profile) => live && setState(profile ? { phase: 'ready', profile } : { phase: 'none' }))
      .catch((error: unknown) => {
        if (live) setState({ phase: 'error', message: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, [stores, userId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { cloud: state, reload };
}
