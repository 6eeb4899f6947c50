import { CharacterCount } from './CharacterCount.js';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * A free-text field's bound: sets `maxLength` (the browser stops typing there) and shows the
 * visible "n / max" count under the field, in its aria-describedby, so a child sees why.
 */
interface Limit {
  limit?: number;
}

function Frame({ id, label, hint, error, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className="nv-field">
      <label className="nv-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <span className="nv-field__hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {children}
      {error && (
        <span className="nv-field__error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function describedBy(id: string, { hint, error, limit }: FieldFrame & Limit): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`, limit && `${id}-count`].filter(Boolean).join(' ') || undefined;
}

function Count({ id, limit, value }: { id: string; limit?: number; value: unknown }) {
  if (!limit) return null;
  return <CharacterCount id={`${id}-count`} value={typeof value === 'string' ? value : ''} max={limit} />;
}

/** The id the caller gave, else one of React's. */
function useFieldId(id: string | undefined): string {
  const auto = useId();
  return id ?? auto;
}

/** What a text control (input, textarea) says of itself: its id, classes, what describes it, its limit. */
function boundedControl(fieldId: string, base: string, className: string | undefined, frame: FieldFrame & Limit) {
  return {
    id: fieldId,
    className: [base, className].filter(Boolean).join(' '),
    'aria-describedby': describedBy(fieldId, frame),
    maxLength: frame.limit,
  };
}

/** A text control's frame with its "n / limit" count under it (none without a limit). */
function BoundedFrame({ id, frame, value, children }: { id: string; frame: FieldFrame & Limit; value: unknown; children: ReactNode }) {
  return (
    <Frame id={id} label={frame.label} hint={frame.hint} error={frame.error}>
      {children}
      <Count id={id} limit={frame.limit} value={value} />
    </Frame>
  );
}

export type TextFieldProps = FieldFrame & Limit & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input (text, email, number, file, …); `limit` bounds free text visibly. */
export function TextField({ label, hint, error, limit, id, className, ...rest }: TextFieldProps) {
  const fieldId = useFieldId(id);
  const frame = { label, hint, error, limit };
  return (
    <BoundedFrame id={fieldId} frame={frame} value={rest.value}>
      <input
        // said, not implied: checkers (HTML_CodeSniffer) read the attribute to accept an
        // autocomplete token such as 'nickname' on a text field
        type="text"
        aria-invalid={error ? true : undefined}
        {...boundedControl(fieldId, 'nv-input', className, frame)}
        {...rest}
      />
    </BoundedFrame>
  );
}

export type TextAreaFieldProps = FieldFrame & Limit & TextareaHTMLAttributes<HTMLTextAreaElement>;

export function TextAreaField({ label, hint, error, limit, id, className, ...rest }: TextAreaFieldProps) {
  const fieldId = useFieldId(id);
  const frame = { label, hint, error, limit };
  return (
    <BoundedFrame id={fieldId} frame={frame} value={rest.value}>
      <textarea {...boundedControl(fieldId, 'nv-textarea', className, frame)} {...rest} />
    </BoundedFrame>
  );
}

export type SelectFieldProps = FieldFrame & SelectHTMLAttributes<HTMLSelectElement>;

export function SelectField({ label, hint, error, id, className, children, ...rest }: SelectFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <Frame id={fieldId} label={label} hint={hint} error={error}>
      <select id={fieldId} className={['nv-select', className].filter(Boolean).join(' ')} {...rest}>
        {children}
      </select>
    </Frame>
  );
}

export interface RangeFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  /** Shown beside the label, e.g. "96 BPM". */
  valueText?: string;
  onValueChange: (value: number) => void;
}

/** A slider with its current value spoken and shown. */
export function RangeField({ label, value, min, max, valueText, onValueChange, id, ...rest }: RangeFieldProps) {
  const fieldId = useFieldId(id);
  const text = valueText ?? String(value);
  return (
    <div className="nv-field">
      {/* the value beside the label, not inside it: an <output> is itself a labelable element,
          so inside a <label> for the slider it makes the label's target ambiguous (Nu Html Checker) */}
      <div className="nv-field__label">
        <label htmlFor={fieldId}>{label}</label>: <output htmlFor={fieldId}>{text}</output>
      </div>
      <input
        id={fieldId}
        type="range"
        className="nv-range"
        min={min}
        max={max}
        value={value}
        aria-valuetext={text}
        onChange={(e) => onValueChange(Number(e.currentTarget.value))}
        {...rest}
      />
    </div>
  );
}

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode };

export function CheckboxField({ label, id, ...rest }: CheckboxFieldProps) {
  const fieldId = useFieldId(id);
  return (
    <label className="nv-check" htmlFor={fieldId}>
      <input id={fieldId} type="checkbox" {...rest} />
      <span>{label}</span>
    </label>
  );
}
