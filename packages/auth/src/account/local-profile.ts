/**
 * The browser's copy of the profile (spec §3 "Local copy": displayName, email,
 * kidSafeChat, theme, newsletter) under a versioned key, validated on read.
 */
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import * as v from 'valibot';
import { parserOf, plainObject, readPersisted, writePersisted, type PersistedSpec, type WriteResult } from '@naturverse/platform';
import type { CloudProfile } from './profile-store.js';

export const LOCAL_PROFILE_KEY = STORAGE_KEYS.profile;

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

const d = DEFAULT_LOCAL_PROFILE;

/** Field by field: a wrong field falls back to its default, the rest survive. */
const localProfileSchema = plainObject(
  v.object({
    displayName: v.fallback(
      v.pipe(
        v.string(),
        v.transform((s) => s.slice(0, 80)),
      ),
      d.displayName,
    ),
    email: v.fallback(v.string(), d.email),
    kidSafeChat: v.fallback(v.boolean(), d.kidSafeChat),
    theme: v.fallback(v.picklist(THEMES), d.theme),
    newsletter: v.fallback(v.boolean(), d.newsletter),
  }),
);

export const LOCAL_PROFILE_SPEC: PersistedSpec<LocalProfile> = {
  key: LOCAL_PROFILE_KEY,
  version: 1,
  schema: localProfileSchema,
  fallback: DEFAULT_LOCAL_PROFILE,
};

export const parseLocalProfile: (raw: unknown) => LocalProfile | null = parserOf(localProfileSchema);

export function readLocalProfile(): LocalProfile {
  return readPersisted(LOCAL_PROFILE_SPEC);
}

export function writeLocalProfile(profile: LocalProfile): WriteResult {
  return writePersisted(LOCAL_PROFILE_SPEC, profile);
}

/** The row Save profile / Save to Cloud upserts (spec §7 Save profile payload). */
export function toCloudProfile(userId: string, local: LocalProfile, avatarUrl: string | null, now: Date = new Date()): CloudProfile {
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
