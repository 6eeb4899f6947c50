/**
 * What the quiz and story builders share around their forms: which draft is open (a new
 * item, or `?edit=<id>`), New (asking before it drops unsaved new work), Cancel, and the
 * draft kept as it is typed (see draft-store.ts).
 */
import { useEffect, useState } from 'react';
import { toast } from '@naturverse/ui';
import { NEW_DRAFT, type DraftStore } from './draft-store';
import { useQueryParams, type ParamChanges } from './search-params';

export interface OpenDraft<T> {
  /** A new key restarts the form (after New, or when another item opens). */
  key: string;
  /** NEW_DRAFT or the id of the item being edited. */
  target: string;
  editingTitle: string | null;
  /** What is saved for `target` (a blank item for a new one): a draft that holds just this is not kept. */
  saved: T;
  initial: T;
  /** The form opens on a kept draft, not on what is saved. */
  restored: boolean;
  onNew: () => void;
  /** Leaves an edit without saving it; null for a new item. */
  onCancel: (() => void) | null;
  onSaved: (id: string) => void;
}

export interface OpenDraftOptions<T> {
  drafts: DraftStore<T>;
  /** The saved item `?edit=` names, if it is one of the family's. */
  editing: { id: string; title: string } | undefined;
  /** What the form holds for the item being edited, or a blank one. */
  saved: T;
  blank: () => T;
  /** Asked before New drops a new item that differs from a blank one. */
  discardQuestion: string;
  /** Where Cancel goes (besides leaving `?edit`). */
  afterCancel: ParamChanges;
  /** Where a save goes (besides leaving `?edit`). */
  afterSave: (id: string) => ParamChanges;
}

export function useOpenDraft<T>({ drafts, editing, saved, blank, discardQuestion, afterCancel, afterSave }: OpenDraftOptions<T>): OpenDraft<T> {
  const [, setParams] = useQueryParams();
  const target = editing?.id ?? NEW_DRAFT;
  const [fresh, setFresh] = useState(0); // a new key restarts the form blank after New
  const leaveEdit = (then: ParamChanges = {}) => setParams({ edit: null, ...then });
  const kept = drafts.changedFrom(target, saved);
  return {
    key: `${target}:${fresh}`,
    target,
    editingTitle: editing?.title ?? null,
    saved,
    initial: kept ?? saved,
    restored: kept !== undefined,
    onNew: () => {
      // only a new item that differs from a blank one is work that would be lost
      if (drafts.changedFrom(NEW_DRAFT, blank()) && !window.confirm(discardQuestion)) return;
      drafts.discard(NEW_DRAFT);
      leaveEdit();
      setFresh((n) => n + 1);
    },
    onCancel: editing
      ? () => {
          drafts.discard(target);
          leaveEdit(afterCancel);
        }
      : null,
    onSaved: (id) => leaveEdit(afterSave(id)),
  };
}

/**
 * The form's draft, kept in `drafts` while it differs from what was saved when the form
 * opened (the builder re-renders with a fresh blank item, or with the item just saved, and
 * neither is a change the family made). `saved(item)` ends it after a successful save.
 */
export function useKeptDraft<T>(drafts: DraftStore<T>, open: Pick<OpenDraft<T>, 'target' | 'saved' | 'initial' | 'onSaved'>) {
  const { target, onSaved } = open;
  const [draft, setDraft] = useState<T>(open.initial);
  const [saved] = useState(open.saved);
  useEffect(() => drafts.keepUnlessSaved(target, draft, saved), [drafts, draft, saved, target]);
  const finish = (item: { id: string; title: string }) => {
    drafts.discard(target);
    toast({ kind: 'ok', text: `Saved "${item.title}".` });
    onSaved(item.id);
  };
  return { draft, setDraft, finish };
}
