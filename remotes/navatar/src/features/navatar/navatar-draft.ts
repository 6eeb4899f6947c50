/**
 * The Navatar being made and not saved yet (base, species, powers, name, backstory, photo), kept
 * in the browser as the zones builders keep their drafts (@naturverse/platform/drafts): a reload
 * or coming back later finds it as it was, with "Your unsaved draft is back". A draft that holds
 * what is saved (the active Navatar as it was, or a fresh roll left alone) is no unsaved work.
 */
import { NEW_DRAFT, createDraftStore, sameValue } from '@naturverse/platform/drafts';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { navatarSchema } from './library';
import type { Navatar } from './generate';

export const navatarDrafts = createDraftStore(STORAGE_KEYS.navatarDraft, navatarSchema, 'Navatar draft');

/** Asked before loading a saved Navatar over unsaved work. */
export const DISCARD_NAVATAR = 'Load this Navatar? The Navatar you are making has not been saved and will be lost.';

export interface OpenedNavatar {
  /** What is saved: the active Navatar, or the fresh roll the creator opens on without one. */
  saved: Navatar;
  initial: Navatar;
  /** The creator opens on kept, unsaved work. */
  restored: boolean;
}

export function openNavatar(saved: Navatar): OpenedNavatar {
  const kept = navatarDrafts.changedFrom(NEW_DRAFT, saved);
  return { saved, initial: kept ?? saved, restored: kept !== undefined };
}

/** Keep `draft` while it differs from `saved`; drop it once it is the same (saved, or loaded). */
export function keepNavatarDraft(draft: Navatar, saved: Navatar): void {
  navatarDrafts.keepUnlessSaved(NEW_DRAFT, draft, saved);
}

/** Unsaved work that a reload would lose: it differs from what is saved and the browser did not keep it. */
export function wouldBeLost(draft: Navatar, saved: Navatar): boolean {
  return !sameValue(draft, saved) && !sameValue(navatarDrafts.get(NEW_DRAFT), draft);
}

export function isUnsaved(draft: Navatar, saved: Navatar): boolean {
  return !sameValue(draft, saved);
}
