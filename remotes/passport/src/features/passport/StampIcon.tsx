/** A small round passport stamp, decorative (the count beside it says it all). */
export function StampIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle cx="14" cy="14" r="12" fill="none" stroke="#1a5d8f" strokeWidth="2.5" strokeDasharray="3 2" />
      <path d="M8 16 l4 -6 l3 4 l2 -2 l3 4 z" fill="#2f7d4f" />
      <circle cx="18" cy="9" r="1.8" fill="#b4441b" />
    </svg>
  );
}
