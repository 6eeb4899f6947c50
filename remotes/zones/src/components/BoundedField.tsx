import { useId } from 'react';
import { CharacterCount, TextAreaField, TextField } from '@naturverse/ui';
import './builder-form.css';

export interface BoundedFieldProps {
  label: string;
  value: string;
  max: number;
  onValueChange: (value: string) => void;
  multiline?: boolean;
  placeholder?: string;
  /** An error to show under the field (it is also announced). */
  error?: string;
}

/**
 * A text field with a visible "n / max" limit: `maxLength` stops typing at the limit and
 * the count (in aria-describedby) tells a child why. What is typed is only ever rendered
 * as text by React, never as markup.
 */
export function BoundedField({ label, value, max, onValueChange, multiline = false, placeholder, error }: BoundedFieldProps) {
  const countId = useId();
  const common = {
    label,
    value,
    maxLength: max,
    placeholder,
    error,
    'aria-describedby': countId,
  };
  return (
    <div className="zn-bounded">
      {multiline ? (
        <TextAreaField {...common} onChange={(e) => onValueChange(e.currentTarget.value)} />
      ) : (
        <TextField {...common} onChange={(e) => onValueChange(e.currentTarget.value)} />
      )}
      <CharacterCount id={countId} value={value} max={max} />
    </div>
  );
}
