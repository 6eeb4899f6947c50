import type { ReactNode } from 'react';
import { Button } from '@naturverse/ui';
import { DraftNote } from '@naturverse/ui/draft-note';
import './builder-form.css';

export interface DraftFormProps {
  /** The heading's id, the form's accessible name. */
  headingId: string;
  /** The heading for a new item ('Build a quiz'); an edit says `Edit "<title>"`. */
  newHeading: string;
  editingTitle: string | null;
  /** The form opened on a kept draft: say so. */
  restored: boolean;
  /** The fields about the item as a whole (title, emoji, …). */
  meta: ReactNode;
  /** The item's parts (questions, columns, scenes). */
  children: ReactNode;
  /** Buttons before Save ('+ Add scene'). */
  leadingActions?: ReactNode;
  saveLabel: string;
  newLabel: string;
  /** Below the buttons: what blocks a save, dialogs. */
  footer?: ReactNode;
  onSave: () => void;
  onNew: () => void;
  onCancel: (() => void) | null;
}

/** The builders' form: heading, the note about a restored draft, the fields, Save / New / Cancel. */
export function DraftForm(props: DraftFormProps) {
  const { headingId, newHeading, editingTitle, restored, meta, children, leadingActions, saveLabel, newLabel, footer, onSave, onNew, onCancel } = props;
  return (
    <form
      className="zn-builder"
      aria-labelledby={headingId}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <h2 id={headingId}>{editingTitle !== null ? `Edit "${editingTitle}"` : newHeading}</h2>
      {restored && <DraftNote orCancel={onCancel !== null} />}
      <div className="zn-builder__meta">{meta}</div>
      {children}
      <div className="nv-row">
        {leadingActions}
        <Button type="submit">{saveLabel}</Button>
        <Button variant="secondary" onClick={onNew}>
          {newLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {footer}
    </form>
  );
}
