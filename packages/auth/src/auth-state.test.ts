import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE, authReducer, isNewSignIn, toAuthUser, type AuthState } from './auth-state.js';

const ada = { id: 'u1', email: 'ada@example.com', user_metadata: { avatar_url: 'https://x/a.png' } };

describe('auth state machine', () => {
  it('starts not ready', () => {
    expect(INITIAL_AUTH_STATE).toEqual({ status: 'not-ready', user: null });
  });

  it('becomes signed-out when there is no backend (demo mode)', () => {
    expect(authReducer(INITIAL_AUTH_STATE, { type: 'no-backend' })).toEqual({ status: 'signed-out', user: null });
  });

  it('becomes signed-out when the first session read finds nobody', () => {
    const next = authReducer(INITIAL_AUTH_STATE, { type: 'session', event: 'INITIAL_SESSION', user: null });
    expect(next).toEqual({ status: 'signed-out', user: null });
  });

  it('becomes signed-in with the stored session user', () => {
    const next = authReducer(INITIAL_AUTH_STATE, { type: 'session', event: 'INITIAL_SESSION', user: ada });
    expect(next).toEqual({
      status: 'signed-in',
      user: { id: 'u1', email: 'ada@example.com', avatarUrl: 'https://x/a.png' },
    });
  });

  it('follows sign-in and sign-out after start', () => {
    let state = authReducer(INITIAL_AUTH_STATE, { type: 'session', event: 'INITIAL_SESSION', user: null });
    state = authReducer(state, { type: 'session', event: 'SIGNED_IN', user: ada });
    expect(state.status).toBe('signed-in');
    state = authReducer(state, { type: 'session', event: 'SIGNED_OUT', user: null });
    expect(state).toEqual({ status: 'signed-out', user: null });
  });

  it('keeps the same object on a token refresh for the same user', () => {
    const signedIn = authReducer(INITIAL_AUTH_STATE, { type: 'session', event: 'SIGNED_IN', user: ada });
    expect(authReducer(signedIn, { type: 'session', event: 'TOKEN_REFRESHED', user: ada })).toBe(signedIn);
  });

  it('picks up a changed e-mail or avatar (USER_UPDATED)', () => {
    const signedIn = authReducer(INITIAL_AUTH_STATE, { type: 'session', event: 'SIGNED_IN', user: ada });
    const updated = authReducer(signedIn, {
      type: 'session',
      event: 'USER_UPDATED',
      user: { ...ada, email: 'ada@new.example' },
    });
    expect(updated.user?.email).toBe('ada@new.example');
  });

  it('maps missing e-mail and metadata to null', () => {
    expect(toAuthUser({ id: 'u2' })).toEqual({ id: 'u2', email: null, avatarUrl: null });
    expect(toAuthUser({ id: 'u2', user_metadata: { avatar_url: 42 } }).avatarUrl).toBeNull();
  });
});

describe('isNewSignIn (profile upsert trigger)', () => {
  const out: AuthState = { status: 'signed-out', user: null };
  const inAda: AuthState = { status: 'signed-in', user: toAuthUser(ada) };

  it('is true from signed-out or not-ready to signed-in', () => {
    expect(isNewSignIn(out, inAda)).toBe(true);
    expect(isNewSignIn(INITIAL_AUTH_STATE, inAda)).toBe(true);
  });

  it('is false for the same user again and for sign-out', () => {
    expect(isNewSignIn(inAda, { ...inAda })).toBe(false);
    expect(isNewSignIn(inAda, out)).toBe(false);
  });

  it('is true when a different user signs in', () => {
    expect(isNewSignIn(inAda, { status: 'signed-in', user: { id: 'u9', email: null, avatarUrl: null } })).toBe(true);
  });
});
