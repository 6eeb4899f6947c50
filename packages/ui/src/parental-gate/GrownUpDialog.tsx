import type { FormEvent } from 'react';
import { Button } from '../components/Button.js';
import { TextField } from '../components/fields.js';
import { Modal } from '../components/Modal.js';
import { isGrownUpAnswer, makeGrownUpQuestion, type GrownUpStep } from './grown-up-check.js';

export interface GrownUpDialogProps {
  href: string;
  host: string;
  step: GrownUpStep;
  setStep: (step: GrownUpStep) => void;
  answer: string;
  setAnswer: (answer: string) => void;
}

/**
 * The grown-up check itself: a Modal (native <dialog>: focus moves in, Escape closes, the
 * page behind is inert) asking a multiplication; only a right answer reveals the real link.
 * Loaded the first time a family presses a GrownUpLink (its form, fields and dialog are no
 * part of any page's first paint), then kept mounted so closing returns focus as usual.
 */
export default function GrownUpDialog({ href, host, step, setStep, answer, setAnswer }: GrownUpDialogProps) {
  const ask = (wrong: boolean) => {
    setAnswer('');
    setStep({ kind: 'asking', question: makeGrownUpQuestion(), wrong });
  };
  const close = () => setStep({ kind: 'closed' });
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'asking') return;
    if (isGrownUpAnswer(step.question, answer)) setStep({ kind: 'passed' });
    else ask(true); // a new question each time: guessing one answer over and over does not work
  };

  return (
    <Modal open={step.kind !== 'closed'} title="Ask a grown-up" onClose={close}>
      <p>
        This link leaves Naturverse for <strong>{host}</strong>. A grown-up can open it by answering the question.
      </p>
      {step.kind === 'asking' && (
        <form className="nv-stack" onSubmit={check} noValidate>
          <TextField
            label={step.question.text}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={answer}
            onChange={(e) => setAnswer(e.currentTarget.value)}
            error={step.wrong ? 'That’s not it. Here is a new question for a grown-up.' : undefined}
          />
          <div className="nv-row">
            <Button type="submit">Check</Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'passed' && (
        <div className="nv-stack">
          <p role="status">Thank you! You can open the link now.</p>
          <div className="nv-row">
            <a ref={(link) => link?.focus()} className="nv-button" href={href} target="_blank" rel="noopener noreferrer" onClick={close}>
              Open {host}
              <span className="nv-visually-hidden"> (opens in a new tab)</span>
            </a>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
