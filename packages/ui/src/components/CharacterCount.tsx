export interface CharacterCountProps {
  /** id of the field it describes: put it in the field's aria-describedby. */
  id: string;
  value: string;
  max: number;
}

/**
 * The visible limit beside a bounded text field ("12 / 80"). Fields pass `maxLength` too, so
 * the browser stops typing at the limit; this tells a child why. Polite, so a screen reader
 * hears the count only when it pauses.
 */
export function CharacterCount({ id, value, max }: CharacterCountProps) {
  const near = value.length >= max * 0.9;
  return (
    <span id={id} className={near ? 'nv-count nv-count--near' : 'nv-count'} aria-live="polite">
      {value.length} / {max}
    </span>
  );
}
