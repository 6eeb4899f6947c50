/**
 * Session state for the whole page. FIRST CUT (platform foundation): local demo
 * mode only — the Supabase-backed implementation arrives with the sign-in issue.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { isBackendConfigured } from '@naturverse/platform';

export type AuthStatus = 'not-ready' | 'signed-in' | 'signed-out';

export interface AuthUser {
  id: string;
  email: string | null;
  avatarUrl: string | null;
}

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** False in local demo mode: sign-in controls explain instead of failing silently. */
  backendConfigured: boolean;
}

export const DEMO_MODE_SIGN_IN_MESSAGE =
  'Sign-in needs a configured backend. This copy of Naturverse runs in local demo mode, so everything you do is saved in this browser only.';

const AuthContext = createContext<AuthContextValue>({
  status: 'not-ready',
  user: null,
  backendConfigured: false,
});

export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({ status: 'signed-out', user: null, backendConfigured: isBackendConfigured() }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
