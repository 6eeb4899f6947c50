/**
 * The browser's copy of the profile (spec §3 "Local copy": displayName, email,
 * kidSafeChat, theme, newsletter) under a versioned key, validated on read.
 */
import { readJSON, writeJSON, type WriteResult } from '@naturverse/platform';
import type { CloudProfile } from './profile-store';

export const LOCAL_PROFILE_KEY = 'naturverse.profile.v1';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export interface LocalProfile {
  displayName: string;
  email: string;
  kidSafeChat: boolean;
  theme: Theme;
  newsletter: boolean;
}

export const DEFAULT_LOCAL_PROFILE: LocalProfile = {
  displayName: '',
  email: '',
  kidSafeChat: true,
  theme: 'system',
  newsletter: false,
};

function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Field by field: a wrong field falls back to its default, the rest survive. */
export function parseLocalProfile(raw: unknown): LocalProfile | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const src = raw as Record<string, unknown>;
  const d = DEFAULT_LOCAL_PROFILE;
  return {
    displayName: typeof src.displayName === 'string' ? src.displayName.slice(0, 80) : d.displayName,
    email: typeof src.email === 'string' ? src.email : d.email,
    kidSafeChat: typeof src.kidSafeChat === 'boolean' ? src.kidSafeChat : d.kidSafeChat,
    theme: isTheme(src.theme) ? src.theme : d.theme,
    newsletter: typeof src.newsletter === 'boolean' ? src.newsletter : d.newsletter,
  };
}

export function readLocalProfile(): LocalProfile {
  return readJSON(LOCAL_PROFILE_KEY, parseLocalProfile, DEFAULT_LOCAL_PROFILE);
}

export function writeLocalProfile(profile: LocalProfile): WriteResult {
  return writeJSON(LOCAL_PROFILE_KEY, profile);
}

/** The row Save profile / Save to Cloud upserts (spec §7 Save profile payload). */
export function toCloudProfile(
  userId: string,
  local: LocalProfile,
  avatarUrl: string | null,
  now: Date = new Date(),
): CloudProfile {
  return {
    id: userId,
    display_name: local.displayName.trim() === '' ? null : local.displayName.trim(),
    email: local.email === '' ? null : local.email,
    kid_safe_chat: local.kidSafeChat,
    theme: local.theme,
    newsletter: local.newsletter,
    avatar_url: avatarUrl,
    updated_at: now.toISOString(),
  };
}

export function fromCloudProfile(cloud: CloudProfile, fallbackEmail: string): LocalProfile {
  return {
    displayName: cloud.display_name ?? '',
    email: cloud.email ?? fallbackEmail,
    kidSafeChat: cloud.kid_safe_chat,
    theme: isTheme(cloud.theme) ? cloud.theme : 'system',
    newsletter: cloud.newsletter,
  };
}
