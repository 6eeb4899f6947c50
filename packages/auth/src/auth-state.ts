/**
 * The session state machine, as plain data so it is testable without React or a
 * backend: not-ready → signed-in | signed-out, then it follows every auth change.
 */
export type AuthStatus = 'not-ready' | 'signed-in' | 'signed-out';

export interface AuthUser {
  id: string;
  email: string | null;
  avatarUrl: string | null;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

/** The parts of a supabase-js session user this state reads. */
export interface SessionUserLike {
  id: string;
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

export type AuthEvent =
  /** Local demo mode, or the client could not start: nobody can be signed in. */
  | { type: 'no-backend' }
  /** A supabase-js auth event (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, …). */
  | { type: 'session'; event: string; user: SessionUserLike | null };

export const INITIAL_AUTH_STATE: AuthState = { status: 'not-ready', user: null };

export function toAuthUser(user: SessionUserLike): AuthUser {
  const avatar = user.user_metadata?.avatar_url;
  return {
    id: user.id,
    email: user.email ?? null,
    avatarUrl: typeof avatar === 'string' && avatar !== '' ? avatar : null,
  };
}

function sameUser(a: AuthUser | null, b: AuthUser | null): boolean {
  return a?.id === b?.id && a?.email === b?.email && a?.avatarUrl === b?.avatarUrl;
}

export function authReducer(state: AuthState, event: AuthEvent): AuthState {
  if (event.type === 'no-backend') {
    return state.status === 'signed-out' && !state.user ? state : { status: 'signed-out', user: null };
  }
  if (event.event === 'SIGNED_OUT' || !event.user) {
    // INITIAL_SESSION without a session also lands here: the read finished, nobody is in.
    return state.status === 'signed-out' ? state : { status: 'signed-out', user: null };
  }
  const user = toAuthUser(event.user);
  // Same user again (token refresh, tab refocus): keep the object so nothing re-renders.
  if (state.status === 'signed-in' && sameUser(state.user, user)) return state;
  return { status: 'signed-in', user };
}

/**
 * True when `next` is a sign-in for someone who was not signed in before — the
 * moment the profile row is created or refreshed (spec §4), once per page load and user.
 */
export function isNewSignIn(prev: AuthState, next: AuthState): boolean {
  return next.status === 'signed-in' && next.user !== null && prev.user?.id !== next.user.id;
}
