// A hub build's version: rule and parse, in a module of its own (see names-rule.ts): the shell's
// first load reads a canary's version out of its manifest URL with it.

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

export const HUB_VERSION_RULE = 'a version is like 1.2.3 or 1.2.3-rc.1, at most 32 characters';

/** null when `value` is a version a deploy accepts, else the rule. */
export function hubVersionFault(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 32 && VERSION.test(value) ? null : HUB_VERSION_RULE;
}

/** `value` as a version when it is one, else null (a manifest from another tool may say anything). */
export function hubVersionOf(value: unknown): string | null {
  return hubVersionFault(value) === null ? (value as string) : null;
}
