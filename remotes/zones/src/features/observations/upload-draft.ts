/**
 * The Upload form's unsaved work. Title, notes and tags are kept in the
 * browser, so a tab switch or a reload keeps them. The chosen photo is megabytes, too big
 * for local storage and not worth a database write before the family saves: it is kept in
 * memory for this visit (a tab switch keeps it), and the form says a reload drops it.
 */
import * as v from 'valibot';
import { STORAGE_KEYS } from '@naturverse/platform/storage-keys';
import { NEW_DRAFT, createDraftStore } from '@naturverse/platform/drafts';
import type { ProcessedImage } from './image-file';

export interface UploadDraft {
  title: string;
  notes: string;
  tags: string[];
  /** The title the chosen file suggested (so picking another file can replace it). */
  fileTitle: string;
}

export const EMPTY_UPLOAD_DRAFT: UploadDraft = { title: '', notes: '', tags: [], fileTitle: '' };

const uploadDraftSchema: v.GenericSchema<unknown, UploadDraft> = v.object({
  title: v.string(),
  notes: v.string(),
  tags: v.array(v.string()),
  fileTitle: v.string(),
});

const drafts = createDraftStore(STORAGE_KEYS.observationDraft, uploadDraftSchema, 'observation draft');
export const UPLOAD_DRAFT_SPEC = drafts.spec;

let pendingImage: ProcessedImage | null = null;

export function readUploadDraft(): { draft: UploadDraft; image: ProcessedImage | null } {
  return { draft: drafts.get(NEW_DRAFT) ?? EMPTY_UPLOAD_DRAFT, image: pendingImage };
}

/** Keep the form as it is now; an empty form keeps nothing. */
export function keepUploadDraft(draft: UploadDraft, image: ProcessedImage | null): void {
  pendingImage = image;
  const empty = draft.title === '' && draft.notes === '' && draft.tags.length === 0 && draft.fileTitle === '';
  if (empty) drafts.discard(NEW_DRAFT);
  else drafts.keep(NEW_DRAFT, draft);
}
