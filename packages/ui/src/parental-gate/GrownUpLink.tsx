import { Suspense, useState, type ReactNode } from 'react';
import { lazyOrNothing } from '../lazy-page/lazy-page.js';
import { externalHost, makeGrownUpQuestion, type GrownUpStep } from './grown-up-check.js';
import type { GrownUpDialogProps } from './GrownUpDialog.js';

export interface GrownUpLinkProps {
  /** An off-site http(s) address. Anything else renders as plain text, never as a link. */
  href: string;
  children: ReactNode;
}

// named on-demand-*: fetched on a family's intent, never at start or idle (bench/lib/all-js.mjs)
const loadDialog = () => import(/* webpackChunkName: "on-demand-grown-up-check" */ './GrownUpDialog.js');
const GrownUpDialog = lazyOrNothing<GrownUpDialogProps>(() => loadDialog().then((m) => m.default), '[naturverse] the grown-up check');

/**
 * A link that leaves Naturverse, behind a grown-up check. The page shows a
 * button, so no click, middle-click or "open in new tab" reaches the other site; it opens the
 * grown-up check (GrownUpDialog), fetched on intent (hover, focus, touch) and mounted on the
 * first press. Only a right answer reveals the real link, which the grown-up then opens.
 */
export function GrownUpLink({ href, children }: GrownUpLinkProps) {
  const host = externalHost(href);
  const [step, setStep] = useState<GrownUpStep>({ kind: 'closed' });
  const [answer, setAnswer] = useState('');
  const [wanted, setWanted] = useState(false);
  if (!host) return <span>{children}</span>;

  const warm = () => void loadDialog().catch(() => {});
  return (
    <>
      <button
        type="button"
        className="nv-linkish"
        aria-haspopup="dialog"
        onPointerEnter={warm}
        onFocus={warm}
        onTouchStart={warm}
        onClick={() => {
          setWanted(true);
          setAnswer('');
          setStep({ kind: 'asking', question: makeGrownUpQuestion(), wrong: false });
        }}
      >
        {children}
        <span className="nv-visually-hidden"> (leaves Naturverse: asks a grown-up first)</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <GrownUpDialog href={href} host={host} step={step} setStep={setStep} answer={answer} setAnswer={setAnswer} />
        </Suspense>
      )}
    </>
  );
}
