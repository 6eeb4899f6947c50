import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@naturverse/ui';
import './builder-form.css';

export type PartButtonProps = ComponentProps<typeof Button> & {
  /** What a screen reader hears after the visible text, to tell the buttons of each part apart (' 2', ' to "Forest"'). */
  context: string;
};

/** A builder button for one part of a draft: "Delete question" on screen, "Delete question 2" to a screen reader. */
export function PartButton({ context, children, ...button }: PartButtonProps) {
  return (
    <Button {...button}>
      {children}
      <span className="nv-visually-hidden">{context}</span>
    </Button>
  );
}

export interface EditorGroupProps {
  legend: ReactNode;
  children: ReactNode;
}

/** One part of a draft in a builder (a question, a column, a scene): a fieldset under its legend. */
export function EditorGroup({ legend, children }: EditorGroupProps) {
  return (
    <fieldset className="zn-builder__group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The row under a builder's parts that adds one more ('+ Add question'). */
export function AddPartRow({ label, onAdd }: { label: string; onAdd: () => void }) {
  return (
    <div className="nv-row">
      <Button variant="secondary" onClick={onAdd}>
        {label}
      </Button>
    </div>
  );
}
