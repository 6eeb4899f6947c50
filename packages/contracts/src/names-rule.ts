// A hub's name, title and route prefixes (what the registry holds): rule and parse, in a module
// of their own so a bundle that checks the registry (the shell's first load) holds only these.
// Regular-expression literals and plain functions only, so a bundle keeps only what it asks.

const NAME = /^[a-z][a-z0-9_-]{0,31}$/;
/** One to six segments; a segment is 1–32 of [a-z0-9_-], starting with a letter or digit. */
const PREFIX = /^(?:\/[a-z0-9][a-z0-9_-]{0,31}){1,6}$/;
/** A title goes into HTML, JSON and the starter's TypeScript as it is: none of the characters that would end them. */
const TITLE = /^[^'"`\\<>{}\p{Cc}]{1,40}$/u;

export const HUB_NAME_RULE = 'a hub name is 1–32 of a-z 0-9 - _, starting with a letter';
export const ROUTE_PREFIX_RULE = 'a prefix is 1–6 segments /x, each 1–32 of a-z 0-9 - _ (no "-" or "_" first), no trailing /';
export const HUB_TITLE_RULE = 'a title is 1–40 characters, none of \' " ` \\ < > { } or controls';

/** null when `value` is a hub name, else the rule it breaks (one line). */
export function hubNameFault(value: unknown): string | null {
  return typeof value === 'string' && NAME.test(value) ? null : HUB_NAME_RULE;
}

/** null when `value` is a route prefix ("/zones", "/my_owls", "/naturbank/games"), else the rule. */
export function routePrefixFault(value: unknown): string | null {
  return typeof value === 'string' && PREFIX.test(value) ? null : ROUTE_PREFIX_RULE;
}

/** null when `value` is a hub title, else the rule. */
export function hubTitleFault(value: unknown): string | null {
  return typeof value === 'string' && TITLE.test(value) ? null : HUB_TITLE_RULE;
}
