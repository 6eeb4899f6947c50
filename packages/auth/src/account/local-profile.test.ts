import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_PROFILE, LOCAL_PROFILE_KEY, fromCloudProfile, parseLocalProfile, toCloudProfile } from './local-profile.js';

describe('local profile copy', () => {
  it('uses the versioned key', () => {
    expect(LOCAL_PROFILE_KEY).toBe('naturverse.profile.v1');
  });

  it('rejects non-objects so the default is used', () => {
    expect(parseLocalProfile(null)).toBeNull();
    expect(parseLocalProfile([1])).toBeNull();
    expect(parseLocalProfile('x')).toBeNull();
  });

  it('keeps valid fields and defaults the broken ones', () => {
    expect(parseLocalProfile({ displayName: 'Ada', theme: 'purple', kidSafeChat: 'yes', newsletter: true })).toEqual({
      ...DEFAULT_LOCAL_PROFILE,
      displayName: 'Ada',
      newsletter: true,
    });
  });

  it('maps to the cloud row with every column of the save payload', () => {
    const row = toCloudProfile(
      'u1',
      { displayName: '  Ada ', email: 'ada@example.com', kidSafeChat: true, theme: 'dark', newsletter: false },
      'https://x/a.png',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(row).toEqual({
      id: 'u1',
      display_name: 'Ada',
      email: 'ada@example.com',
      kid_safe_chat: true,
      theme: 'dark',
      newsletter: false,
      avatar_url: 'https://x/a.png',
      updated_at: '2026-01-02T03:04:05.000Z',
    });
    expect(toCloudProfile('u1', DEFAULT_LOCAL_PROFILE, null).display_name).toBeNull();
  });

  it('maps a cloud row back, with an unknown theme as system', () => {
    const local = fromCloudProfile(
      {
        id: 'u1',
        display_name: null,
        email: null,
        kid_safe_chat: false,
        theme: 'neon',
        newsletter: true,
        avatar_url: null,
        updated_at: null,
      },
      'ada@example.com',
    );
    expect(local).toEqual({ displayName: '', email: 'ada@example.com', kidSafeChat: false, theme: 'system', newsletter: true });
  });
});
