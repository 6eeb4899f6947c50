/**
 * The one way a page shows a date to a family: '21 Nov 2026' style, in the visitor's locale,
 * or nothing for text that is not a date (a hand-edited or corrupt stored value).
 *
 * A factory, called once at module level by the module that shows dates: a page's first
 * Intl.DateTimeFormat costs 15–30 ms (ICU locale data), and `toLocaleDateString` paid it inside
 * the first render that shows a date — the largest single cost of a click on Navatar (bench:
 * click → h1 with intent). Made when a hub's route entry loads (the shell's intent prefetch,
 * before the click), a later call costs well under 1 ms. Not made here at import: this package
 * loads with the shell, whose first load should not pay for hubs' dates.
 */
export function shortDateFormat(): (iso: string) => string {
  const format = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}
