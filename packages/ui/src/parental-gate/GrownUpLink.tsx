import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../components/Button';
import { TextField } from '../components/fields';
import { Modal } from '../components/Modal';
import { externalHost, isGrownUpAnswer, makeGrownUpQuestion, type GrownUpQuestion } from './grown-up-check';

export interface GrownUpLinkProps {
  /** An off-site http(s) address. Anything else renders as plain text, never as a link. */
  href: string;
  children: ReactNode;
}

type Step = { kind: 'closed' } | { kind: 'asking'; question: GrownUpQuestion; wrong: boolean } | { kind: 'passed' };

/**
 * A link that leaves Naturverse, behind a grown-up check (issue 17 item 6). The page shows a
 * button, so no click, middle-click or "open in new tab" reaches the other site; it opens a
 * Modal (native <dialog>: focus moves in, Escape closes, the page behind is inert) asking a
 * multiplication. Only a right answer reveals the real link, which the grown-up then opens.
 */
export function GrownUpLink({ href, children }: GrownUpLinkProps) {
  const host = externalHost(href);
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [answer, setAnswer] = useState('');
  if (!host) return <span>{children}</span>;

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
    <>
      <button type="button" className="nv-linkish" aria-haspopup="dialog" onClick={() => ask(false)}>
        {children}
        <span className="nv-visually-hidden"> (leaves Naturverse: asks a grown-up first)</span>
      </button>
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
              <a
                ref={(link) => link?.focus()}
                className="nv-button"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={close}
              >
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
    </>
  );
}
