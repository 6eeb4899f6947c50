// Contract: the sign-in calls send exactly what GoTrue expects (spec §7 auth rows).
import { describe, expect, it, vi } from 'vitest';
import { createRecordingClient } from '@naturverse/supabase/contract';
import { exchangeCodeWith, sendMagicLinkWith, signOutWith, startGoogleSignInWith, upsertSignedInProfileWith } from './actions.js';

describe('Sign in by e-mail link → POST /auth/v1/otp', () => {
  it('sends the email and the redirect', async () => {
    const { client, requests } = createRecordingClient(() => ({ body: {} }));
    const result = await sendMagicLinkWith(client, 'ada@example.com', 'http://site.test/auth/callback');
    expect(result).toEqual({ ok: true });
    const otp = requests.find((r) => r.path === '/auth/v1/otp');
    expect(otp?.method).toBe('POST');
    expect(otp?.query.redirect_to).toBe('http://site.test/auth/callback');
    expect(otp?.body).toMatchObject({ email: 'ada@example.com', create_user: true });
  });

  it('returns the server message on failure', async () => {
    const { client } = createRecordingClient(() => ({ status: 429, body: { msg: 'Email rate limit exceeded', code: 429 } }));
    const result = await sendMagicLinkWith(client, 'ada@example.com', 'http://site.test/');
    expect(result).toMatchObject({ ok: false, message: 'Email rate limit exceeded' });
  });
});

describe('Errors without a message', () => {
  it("fall back to 'Something went wrong.' and 'OAuth sign-in failed.'", async () => {
    const { client } = createRecordingClient(() => ({ status: 500, body: {} }));
    expect(await sendMagicLinkWith(client, 'ada@example.com', 'http://site.test/')).toMatchObject({
      ok: false,
      message: 'Something went wrong.',
    });
  });
});

describe('Sign in with Google → authorize URL', () => {
  it('asks for provider google, the site root and the account chooser', async () => {
    const { client } = createRecordingClient();
    const { result, url } = await startGoogleSignInWith(client, 'http://site.test');
    expect(result).toEqual({ ok: true });
    const authorize = new URL(url ?? '');
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('provider')).toBe('google');
    expect(authorize.searchParams.get('prompt')).toBe('select_account');
    expect(authorize.searchParams.get('redirect_to')).toBe('http://site.test');
  });
});

describe('Exchange code → POST /auth/v1/token?grant_type=pkce', () => {
  it('sends the code from the address', async () => {
    const { client, requests } = createRecordingClient((r) =>
      r.path === '/auth/v1/token'
        ? {
            body: {
              access_token: 'a',
              refresh_token: 'r',
              expires_in: 3600,
              token_type: 'bearer',
              user: { id: 'u1', email: 'ada@example.com', aud: 'authenticated', app_metadata: {}, user_metadata: {} },
            },
          }
        : undefined,
    );
    const result = await exchangeCodeWith(client, 'code-123');
    const token = requests.find((r) => r.path === '/auth/v1/token');
    expect(token?.method).toBe('POST');
    expect(token?.query.grant_type).toBe('pkce');
    expect(token?.body).toMatchObject({ auth_code: 'code-123' });
    expect(result).toEqual({ ok: true });
  });

  it('reports a refused code', async () => {
    const { client } = createRecordingClient(() => ({ status: 400, body: { msg: 'invalid flow state' } }));
    expect(await exchangeCodeWith(client, 'bad')).toMatchObject({ ok: false, message: 'invalid flow state' });
  });
});

describe('Sign out', () => {
  it('succeeds without a session (nothing to revoke)', async () => {
    const { client } = createRecordingClient();
    expect(await signOutWith(client)).toEqual({ ok: true });
  });
});

describe('Profile upsert on sign-in → upsert profiles on conflict id', () => {
  it('sends id and email only', async () => {
    const { client, requests } = createRecordingClient();
    await upsertSignedInProfileWith(client, { id: 'u1', email: 'ada@example.com' });
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/profiles');
    expect(req?.query.on_conflict).toBe('id');
    expect(req?.headers['prefer']).toContain('resolution=merge-duplicates');
    expect(req?.body).toEqual({ id: 'u1', email: 'ada@example.com' });
  });

  it('only logs a failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = createRecordingClient(() => ({ status: 500, body: { message: 'db down' } }));
    await expect(upsertSignedInProfileWith(client, { id: 'u1', email: null })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('profile upsert'), 'db down');
  });
});
