import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { stubBrowserStorage } from '@naturverse/platform/testing';
import { overrideNoticeNeeded, overridesWanted, setOverrideState } from './override-state';
import { EMPTY_REGISTRY } from '../registry/registry';
import type { Registry } from '../registry/types';

const allowing: Registry = { remotes: [], overrides: { allowedOrigins: ['http://localhost:*'] } };
const production: Registry = { remotes: [], overrides: { allowedOrigins: [] } };

afterEach(() => {
  vi.unstubAllGlobals();
  setOverrideState({ served: EMPTY_REGISTRY, active: [], refusedFromUrl: [], notSaved: null });
});

describe('whether a start needs the override code at all', () => {
  it('a plain start on a site that allows overrides, with nothing stored, does not', () => {
    stubBrowserStorage();
    expect(overridesWanted(allowing, '?tab=games')).toBe(false);
    expect(overrideNoticeNeeded()).toBe(false);
  });

  it('an override in the URL always does (even where none is allowed: it is refused with a message)', () => {
    stubBrowserStorage();
    expect(overridesWanted(production, '?override=zones@http://x/mf-manifest.json')).toBe(true);
    expect(overridesWanted(allowing, '?override=clear')).toBe(true);
  });

  it('a stored override does where the registry allows any; where it allows none, only the banner is needed (to say it was not applied)', () => {
    stubBrowserStorage().setItem(STORAGE_KEYS.hubOverrides, '{"version":1,"state":{"zones":"http://x"}}');
    expect(overridesWanted(allowing, '')).toBe(true);
    expect(overridesWanted(production, '')).toBe(false);
    expect(overrideNoticeNeeded()).toBe(true);
  });

  it('an override applied or refused at start-up needs the banner; storage that cannot be read counts as nothing stored', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(overridesWanted(allowing, '')).toBe(false);
    expect(overrideNoticeNeeded()).toBe(false);
    setOverrideState({ served: allowing, active: [], refusedFromUrl: [{ name: 'zones', manifest: 'x', reason: 'no', source: 'url' }], notSaved: null });
    expect(overrideNoticeNeeded()).toBe(true);
  });
});
