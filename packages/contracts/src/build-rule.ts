// A hub build's id, and a route as a report names it: rule and parse, in a module of their own
// (see names-rule.ts). Regular-expression literals and plain functions only.

const BUILD_ID = /^[0-9A-Za-z._-]{1,64}$/;
/** A route as a report names it: "/" or one to six segments, each a prefix's (names-rule.ts) or ":seg". */
const ROUTE = /^(?:(?:\/[a-z0-9][a-z0-9_-]{0,31}|\/:seg){1,6}|\/)$/;

export const BUILD_ID_RULE = 'a build id is 1–64 letters, digits, ".", "_" or "-"';

/** null when `value` is a build id, else the rule. */
export function buildIdFault(value: unknown): string | null {
  return typeof value === 'string' && BUILD_ID.test(value) ? null : BUILD_ID_RULE;
}

/** null when `value` is a route as a report names it ("/", "/zones/:seg", "/my_owls"), else why not. */
export function reportRouteFault(value: unknown): string | null {
  return typeof value === 'string' && ROUTE.test(value) ? null : 'a route is "/" or one to six prefix segments or ":seg"';
}
