/**
 * Small line icons inside a button or a line of text, drawn in the text's own colour
 * (currentColor, so right in both themes) instead of emoji, which are empty boxes without a
 * colour-emoji font. Always decorative: the words beside them say it.
 */
const PATHS = {
  check: 'M4 12.5l5 5L20 6.5',
  speaker: 'M4 9.5h4l5-4v13l-5-4H4zM16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
  stop: 'M6 6h12v12H6z',
  mic: 'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4',
} as const;

export function Glyph({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg className="zn-glyph" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
