/**
 * The one way a page shows a date to a family: '21 Nov 2026' style, in the visitor's locale,
 * or nothing for text that is not a date (a hand-edited or corrupt stored value).
 *
 * A factory, called once at module level by the module that shows dates. A page's first
 * Intl.DateTimeFormat costs 15–30 ms (ICU locale data): `toLocaleDateString` paid it inside the
 * first render that shows a date (the largest single cost of a click on Navatar), and making it
 * with the module paid it inside the hub's route-module task, holding a tap on a slow device.
 * So it is made when the browser is next idle after the module loads (a hub's route module loads
 * on intent, before the click), or at the first date shown if that comes sooner; later calls cost
 * well under 1 ms. Nothing is made at this package's import: it loads with the shell.
 */
export function shortDateFormat(): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  const made = () => (format ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void made());
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : made().format(date);
  };
}
