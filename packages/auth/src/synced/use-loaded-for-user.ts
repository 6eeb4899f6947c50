/**
 * What a hub page shows from its store (local demo data, or the signed-in family's rows), loaded
 * the same way by every hub with server data (NaturBank, the passport): once the session is
 * known (shouldWaitForAuth: a signed-in family never sees a "Local demo mode." flash), and again
 * whenever the signed-in user changes; null while loading.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { shouldWaitForAuth } from '@naturverse/platform';
import { useAuth } from '../auth-context.js';

type Next<T> = T | null | ((current: T | null) => T | null);

export interface LoadedForUser<T> {
  loaded: T | null;
  /** Replace what is shown (a value, or a function of the latest one). */
  setLoaded: (next: Next<T>) => void;
  /**
   * The latest value, read synchronously: a write starts from it, so two quick clicks never
   * write from the same stale render's snapshot.
   */
  latest: RefObject<T | null>;
}

/** `load` must keep its identity (a module-level function): a new one loads again. */
export function useLoadedForUser<T extends object>(load: () => Promise<T>): LoadedForUser<T> {
  const { status, user, backendConfigured } = useAuth();
  const waitingForAuth = shouldWaitForAuth(status, backendConfigured);
  const userId = user?.id ?? null;
  const [loaded, setState] = useState<T | null>(null);
  const latest = useRef<T | null>(null);

  const setLoaded = useCallback((next: Next<T>) => {
    latest.current = typeof next === 'function' ? (next as (current: T | null) => T | null)(latest.current) : next;
    setState(latest.current);
  }, []);

  useEffect(() => {
    if (waitingForAuth) return;
    let live = true;
    setLoaded(null);
    void load().then((next) => {
      if (live) setLoaded(next);
    });
    return () => {
      live = false;
    };
  }, [waitingForAuth, userId, load, setLoaded]);

  return { loaded, setLoaded, latest };
}
