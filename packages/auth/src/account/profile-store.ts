/**
 * Profile data (spec §7: Read profile, Save profile, Avatar upload) behind a small
 * interface, so the profile page does not know how or where it is stored.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { BUCKETS, TABLES, columnList } from '@naturverse/platform';

export interface CloudProfile {
  id: string;
  display_name: string | null;
  email: string | null;
  kid_safe_chat: boolean;
  theme: string;
  newsletter: boolean;
  avatar_url: string | null;
  updated_at: string | null;
}

export interface ProfileStore {
  /** null when the user has no profile row yet. Throws on other failures. */
  read(userId: string): Promise<CloudProfile | null>;
  /** Throws an Error carrying the server message on failure. */
  save(profile: CloudProfile): Promise<void>;
  /** Stores the image at avatars/{userId}/avatar.png and returns its public URL. */
  uploadAvatar(userId: string, file: Blob): Promise<string>;
}

/** PostgREST's "no rows for .single()" code. */
export const NO_ROWS = 'PGRST116';

export function normalizeProfile(raw: Record<string, unknown>, userId: string): CloudProfile {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    id: text(raw.id) ?? userId,
    display_name: text(raw.display_name),
    email: text(raw.email),
    kid_safe_chat: raw.kid_safe_chat === true,
    theme: text(raw.theme) ?? 'system',
    newsletter: raw.newsletter === true,
    avatar_url: text(raw.avatar_url),
    updated_at: text(raw.updated_at),
  };
}

export function createSupabaseProfileStore(client: SupabaseClient, now: () => number = Date.now): ProfileStore {
  const table = TABLES.profiles;
  return {
    async read(userId) {
      const { data, error } = await client.from(table.name).select(columnList(table.columns)).eq('id', userId).single();
      if (error) {
        if (error.code === NO_ROWS) return null;
        throw new Error(error.message);
      }
      return data ? normalizeProfile(data as unknown as Record<string, unknown>, userId) : null;
    },
    async save(profile) {
      const { error } = await client.from(table.name).upsert(profile, { onConflict: table.conflict });
      if (error) throw new Error(error.message);
    },
    async uploadAvatar(userId, file) {
      const bucket = client.storage.from(BUCKETS.avatars.name);
      const path = BUCKETS.avatars.path(userId);
      // Bytes, not the Blob: storage-js then sends cache-control and content-type as headers.
      const { error } = await bucket.upload(path, await file.arrayBuffer(), {
        upsert: true,
        cacheControl: String(BUCKETS.avatars.cacheSeconds),
        contentType: file.type || 'image/png',
      });
      if (error) throw new Error(error.message);
      const { data } = bucket.getPublicUrl(path);
      // Same path on every upload and cached for an hour: a version makes the new picture show now.
      return `${data.publicUrl}?v=${now()}`;
    },
  };
}
