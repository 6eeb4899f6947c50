/**
 * Session state for the whole page: reads the stored session, then follows every
 * auth change (spec §4). Also connects the platform services (stamps, scores) and
 * the hubs to the same client and user through the backend bridge.
 */
import { createContext, startTransition, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { isBackendConfigured, registerBackendBridge, type BackendClient } from '@naturverse/platform';
import { upsertSignedInProfile } from './lazy-actions.js';
import { INITIAL_AUTH_STATE, authReducer, isNewSignIn, type AuthState, type AuthUser } from './auth-state.js';

// The client module is wanted only where a backend is configured (never in local demo mode):
// it is not part of any page's first paint.
// Like the client itself, a module that cannot be fetched means no client: signed out, logged.
const supabaseClient = () =>
  import(/* webpackChunkName: "on-demand-auth-client" */ './client.js').then(
    (m) => m.getSupabaseClient(),
    (error: unknown) => {
      console.error('[naturverse] could not load the sign-in client', error);
      return null;
    },
  );

export type { AuthStatus, AuthUser } from './auth-state.js';

export interface AuthContextValue extends AuthState {
  /** False in local demo mode: sign-in controls explain instead of failing silently. */
  backendConfigured: boolean;
}

const AuthContext = createContext<AuthContextValue>({
  ...INITIAL_AUTH_STATE,
  backendConfigured: false,
});

/** The signed-in user id for services outside React (the bridge reads it on each call). */
let currentUser: AuthUser | null = null;

/**
 * `notReadyFirst`: the first render is 'not-ready' even with no backend (the effect below then
 * settles it at once), so it equals a page built before any session could be read: the shell
 * hydrates such prerendered HTML without a mismatch.
 */
export function AuthProvider({ children, notReadyFirst = false }: { children: ReactNode; notReadyFirst?: boolean }) {
  const backendConfigured = isBackendConfigured();
  // With no backend there is no session to read: start signed out, so the first
  // paint already has its final layout (no shift when the sign-up buttons appear).
  const [state, dispatch] = useReducer(authReducer, backendConfigured || notReadyFirst, (notReady) =>
    notReady ? INITIAL_AUTH_STATE : authReducer(INITIAL_AUTH_STATE, { type: 'no-backend' }),
  );
  const previous = useRef<AuthState>(state);
  // Mirror the user for the bridge during render, not in an effect: a hub mounted in
  // the same commit runs its effects before this provider's, and must already see the
  // signed-in user when it decides between local and synced mode.
  currentUser = state.user;

  useEffect(() => {
    if (!backendConfigured) {
      // A transition: this runs right after the page's first commit, and when that commit was
      // forced by a tap on a prerendered page still hydrating, an urgent update here would make
      // React adopt, in the tap's own task, every part of the page that reads the session.
      startTransition(() => dispatch({ type: 'no-backend' }));
      return;
    }
    registerBackendBridge({
      getClient: async () => (await supabaseClient()) as unknown as BackendClient | null,
      getUserId: () => currentUser?.id ?? null,
    });
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    void supabaseClient().then((client) => {
      if (cancelled) return;
      if (!client) {
        dispatch({ type: 'no-backend' }); // the client failed to load: behave as signed out
        return;
      }
      // INITIAL_SESSION arrives first (after the stored session is read), then every change.
      const { data } = client.auth.onAuthStateChange((event, session) => {
        dispatch({ type: 'session', event, user: session?.user ?? null });
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [backendConfigured]);

  useEffect(() => {
    const prev = previous.current;
    previous.current = state;
    if (!isNewSignIn(prev, state) || !state.user) return;
    const user = state.user;
    void supabaseClient().then((client) => client && upsertSignedInProfile(client, user));
  }, [state]);

  const value = useMemo<AuthContextValue>(() => ({ ...state, backendConfigured }), [state, backendConfigured]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
