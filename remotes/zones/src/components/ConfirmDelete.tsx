import { Button, Modal } from '@naturverse/ui';

export interface ConfirmDeleteProps {
  /** What is about to be deleted (null = closed). */
  name: string | null;
  /** 'story', 'quiz', …: used in the title and the button. */
  kind: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something a family made is deleted; Escape or 'Keep it' keeps it. */
export function ConfirmDelete({ name, kind, onConfirm, onCancel }: ConfirmDeleteProps) {
  return (
    <Modal open={name !== null} title={`Delete this ${kind}?`} onClose={onCancel}>
      {name !== null && (
        <>
          <p>"{name}" will be gone from this browser.</p>
          <div className="nv-row">
            <Button variant="danger" onClick={onConfirm}>Delete {kind}</Button>
            <Button variant="secondary" onClick={onCancel}>Keep it</Button>
          </div>
        </>
      )}
    </Modal>
  );
}
