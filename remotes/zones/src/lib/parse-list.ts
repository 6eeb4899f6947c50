import { warnDropped } from '@naturverse/platform';

/**
 * A stored list read back entry by entry: valid entries are kept (the first of each id),
 * broken ones and repeated ids dropped and logged, so one bad entry never costs the rest.
 * Not a list at all → null (the caller's fallback).
 */
export function parseListById<T extends { id: string }>(
  value: unknown,
  parseOne: (entry: unknown) => T | null,
  what = 'list entry',
): T[] | null {
  if (!Array.isArray(value)) return null;
  const seen = new Set<string>();
  const out: T[] = [];
  for (const entry of value) {
    const item = parseOne(entry);
    if (!item || seen.has(item.id)) {
      warnDropped(what, entry);
      continue;
    }
    seen.add(item.id);
    out.push(item);
  }
  return out;
}
