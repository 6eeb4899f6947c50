/** Passport entities (spec §3): one stamp entry or badge, local or from the server. */
import type { WriteOutcome } from '@naturverse/auth';

export interface PassportStamp {
  id: string;
  user_id: string;
  /** A world slug, e.g. 'thailandia'. */
  world: string;
  title: string;
  note: string;
  /** ISO date-time. */
  created_at: string;
}

export interface PassportBadge {
  id: string;
  user_id: string;
  code: string;
  label: string;
  created_at: string;
}

export type NewStamp = Pick<PassportStamp, 'world' | 'title' | 'note'>;
export type NewBadge = Pick<PassportBadge, 'code' | 'label'>;

/** An add either gives back the stored row or says why nothing was added (one rule for every hub). */
export type AddResult<T> = WriteOutcome<T>;

/**
 * The passport's one data interface. The page gets one of these and never knows
 * whether it is the browser-storage one or the Supabase one.
 * The list calls reject when the source cannot be read (the mode decision uses that).
 */
export interface PassportStore {
  listStamps(): Promise<PassportStamp[]>;
  addStamp(stamp: NewStamp): Promise<AddResult<PassportStamp>>;
  listBadges(): Promise<PassportBadge[]>;
  addBadge(badge: NewBadge): Promise<AddResult<PassportBadge>>;
}

export type PassportMode = 'local' | 'synced';
