/**
 * The one way a page shows a date to a family: '21 Nov 2026' style, in the visitor's locale,
 * or nothing for text that is not a date (a hand-edited or corrupt stored value).
 *
 * A factory, called once at module level by the module that shows dates. A page's first
 * Intl.DateTimeFormat costs 15–30 ms (ICU locale data), so it is made at the first date shown,
 * never with the module: a hub's route module is evaluated when the hub is prefetched — at idle,
 * on another hub's page, or on intent — and a format made then (at module load, or at the next
 * idle moment after it) was one task of 50 ms on a slow tablet for a page the family may never
 * open. Later calls cost well under 1 ms. Nothing is made at this package's import: it loads
 * with the shell.
 */
export function shortDateFormat(): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    format ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
    return format.format(date);
  };
}
