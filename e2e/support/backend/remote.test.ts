import { describe, expect, it } from 'vitest';
import { remoteTarget, sessionKeyFor } from './remote';

const FULL = {
  E2E_SUPABASE_URL: 'https://abcdxyz.supabase.co/',
  E2E_SUPABASE_ANON_KEY: 'anon',
  E2E_SUPABASE_JWT_SECRET: 'secret',
  E2E_SUPABASE_DB_URL: 'postgres://postgres:pw@db.abcdxyz.supabase.co:5432/postgres',
};

describe('remoteTarget', () => {
  it('is null when no variable is set: the local test backend is used', () => {
    expect(remoteTarget({})).toBeNull();
  });

  it('reads all four, without a trailing slash on the URL', () => {
    expect(remoteTarget(FULL)).toEqual({ url: 'https://abcdxyz.supabase.co', anonKey: 'anon', jwtSecret: 'secret', dbUrl: FULL.E2E_SUPABASE_DB_URL });
  });

  it('refuses half a configuration, naming what is missing', () => {
    const { E2E_SUPABASE_DB_URL: _db, E2E_SUPABASE_JWT_SECRET: _jwt, ...partial } = FULL;
    expect(() => remoteTarget(partial)).toThrow('missing: E2E_SUPABASE_JWT_SECRET, E2E_SUPABASE_DB_URL');
  });
});

describe('sessionKeyFor', () => {
  it('names the key after the first label of the host, as supabase-js does', () => {
    expect(sessionKeyFor('http://127.0.0.1:5555')).toBe('sb-127-auth-token');
    expect(sessionKeyFor('https://abcdxyz.supabase.co')).toBe('sb-abcdxyz-auth-token');
  });
});
