import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POST_AUTH_REDIRECT_KEY,
  RETURN_PATH_KEY,
  choosePostAuthTarget,
  hasPendingPostAuthTarget,
  readPostAuthRedirect,
  readReturnPath,
  safeInternalPath,
  savePostAuthRedirect,
  saveReturnPath,
  takePostAuthTarget,
} from './redirect.js';

let session: Map<string, string>;

beforeEach(() => {
  session = new Map();
  const storage = {
    getItem: (k: string) => session.get(k) ?? null,
    setItem: (k: string, v: string) => void session.set(k, v),
    removeItem: (k: string) => void session.delete(k),
  };
  vi.stubGlobal('window', { sessionStorage: storage, localStorage: storage, location: { pathname: '/', search: '' } });
});

afterEach(() => vi.unstubAllGlobals());

describe('redirect keys', () => {
  it('are versioned naturverse keys', () => {
    expect(POST_AUTH_REDIRECT_KEY).toBe('naturverse.auth.redirect.v1');
    expect(RETURN_PATH_KEY).toBe('naturverse.auth.return.v1');
  });

  it('saves the path with its query in session storage as JSON', () => {
    savePostAuthRedirect('/worlds/thailandia?tab=map');
    expect(session.get(POST_AUTH_REDIRECT_KEY)).toBe('"/worlds/thailandia?tab=map"');
    expect(readPostAuthRedirect()).toBe('/worlds/thailandia?tab=map');
  });

  it('keeps a return path but never a sign-in page', () => {
    saveReturnPath('/profile');
    expect(readReturnPath()).toBe('/profile');
    saveReturnPath('/login?next=x');
    expect(readReturnPath()).toBe('/profile');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil', 'profile', 42, null]) {
      expect(safeInternalPath(bad)).toBeNull();
    }
    savePostAuthRedirect('//evil.example');
    expect(session.has(POST_AUTH_REDIRECT_KEY)).toBe(false);
  });

  it('refuses control characters a browser would strip into an off-site URL', () => {
    // /login?next=%2F%09%2Fevil.example: URLSearchParams hands over "/\t/evil.example"
    const fromQuery = new URLSearchParams('next=%2F%09%2Fevil.example').get('next');
    expect(fromQuery).toBe('/\t/evil.example');
    for (const bad of [fromQuery, '/\n/evil.example', '/\r/evil.example', '/\u0000x', '/x\u007f', '/\u0085/evil.example']) {
      expect(safeInternalPath(bad)).toBeNull();
    }
    saveReturnPath('/\t/evil.example');
    expect(session.has(RETURN_PATH_KEY)).toBe(false);
  });

  it('refuses paths that only leave the site after normalisation', () => {
    for (const bad of ['/a/..//evil.example', '/./\\evil.example', '/..//evil.example', '/\\/evil.example']) {
      expect(safeInternalPath(bad), bad).toBeNull();
    }
  });

  it('returns same-site paths in the normalised form the browser would navigate to', () => {
    expect(safeInternalPath('/worlds/thailandia?tab=map#top')).toBe('/worlds/thailandia?tab=map#top');
    expect(safeInternalPath('/zones/../profile')).toBe('/profile');
    expect(safeInternalPath('/next?to=%2F%2Fevil.example')).toBe('/next?to=%2F%2Fevil.example');
  });

  it('reads corrupt values as nothing saved', () => {
    session.set(POST_AUTH_REDIRECT_KEY, '{not json');
    session.set(RETURN_PATH_KEY, '"//evil.example"');
    expect(readPostAuthRedirect()).toBeNull();
    expect(readReturnPath()).toBeNull();
  });
});

describe('choosing where a new session lands', () => {
  it('prefers the kept return path', () => {
    expect(choosePostAuthTarget('/profile', '/worlds')).toBe('/profile');
  });

  it('falls back to where sign-in started, skipping sign-in pages', () => {
    expect(choosePostAuthTarget(null, '/worlds?x=1')).toBe('/worlds?x=1');
    expect(choosePostAuthTarget(null, '/login')).toBeNull();
    expect(choosePostAuthTarget(null, '/auth/callback?code=1')).toBeNull();
    expect(choosePostAuthTarget(null, null)).toBeNull();
  });

  it('takes the target once and clears both keys', () => {
    savePostAuthRedirect('/login?next=%2Fworlds');
    saveReturnPath('/worlds');
    expect(hasPendingPostAuthTarget()).toBe(true);
    expect(takePostAuthTarget()).toBe('/worlds');
    expect(hasPendingPostAuthTarget()).toBe(false);
    expect(takePostAuthTarget()).toBeNull();
  });
});
