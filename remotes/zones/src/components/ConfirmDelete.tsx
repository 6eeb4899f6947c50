import { Button, Modal, toast } from '@naturverse/ui';

export interface ConfirmDeleteProps {
  /** What is about to be deleted (null = closed). */
  name: string | null;
  /** 'story', 'quiz', …: used in the title and the button. */
  kind: string;
  /** Deletes it; the dialog then says so in a toast and closes. */
  onDelete: () => void;
  onClose: () => void;
}

/** Asks before something a family made is deleted; Escape or 'Keep it' keeps it. */
export function ConfirmDelete({ name, kind, onDelete, onClose }: ConfirmDeleteProps) {
  return (
    <Modal open={name !== null} title={`Delete this ${kind}?`} onClose={onClose}>
      {name !== null && (
        <>
          <p>"{name}" will be gone from this browser.</p>
          <div className="nv-row">
            <Button
              variant="danger"
              onClick={() => {
                onDelete();
                toast({ kind: 'warn', text: `Deleted "${name}".` });
                onClose();
              }}
            >
              Delete {kind}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Keep it
            </Button>
          </div>
        </>
      )}
    </Modal>
  );
}
