/** How NATUR amounts and dates read on every NaturBank page (the bank's and the ledger's alike). */

/** '120 NATUR', '12.5 NATUR'. */
export function formatNatur(amount: number): string {
  return `${Number.isFinite(amount) ? Math.round(amount * 100) / 100 : 0} NATUR`;
}

// One formatter, made when the hub's route entry loads (the shell's intent prefetch, before a
// click): a page's first Intl.DateTimeFormat costs 15-30 ms (ICU locale data), which
// toLocaleDateString would pay inside the first render that shows a date.
const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** A short, readable date ('21 Nov 2026' style) or nothing for garbage. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_FORMAT.format(date);
}
