import * as v from 'valibot';
import { warnDropped } from '@naturverse/platform';

/**
 * A stored list read back entry by entry, as a valibot schema: valid entries are kept (the first
 * of each id), broken ones and repeated ids dropped and logged, so one bad entry never costs the
 * rest. Not a list at all fails (the store's fallback). `noneValidFails`: a list that has entries
 * but no valid one fails too (for lists that start from seeds: the seeds come back rather than
 * an empty list that the next write would store).
 */
export function listById<T extends { id: string }>(item: v.GenericSchema<unknown, T>, what: string, noneValidFails = false) {
  return v.pipe(
    v.array(v.unknown()),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const seen = new Set<string>();
      const kept: T[] = [];
      for (const entry of dataset.value) {
        const result = v.safeParse(item, entry);
        if (!result.success || seen.has(result.output.id)) {
          warnDropped(what, entry);
          continue;
        }
        seen.add(result.output.id);
        kept.push(result.output);
      }
      if (noneValidFails && kept.length === 0 && dataset.value.length > 0) {
        addIssue({ message: `no valid ${what}` });
        return NEVER;
      }
      return kept;
    }),
  );
}

/** Text of at most `max` characters that is not blank. */
export const filledText = (max: number) =>
  v.pipe(
    v.string(),
    v.maxLength(max),
    v.check((s) => s.trim() !== ''),
  );

/** A whole number ≥ 0 (a vote or RSVP count). */
export const count = v.pipe(v.number(), v.integer(), v.minValue(0));
