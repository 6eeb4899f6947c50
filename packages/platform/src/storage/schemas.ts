/**
 * Schema building blocks shared by every persisted store and by the readers of
 * server rows, so a local read and a server read accept exactly the same things.
 */
import * as v from 'valibot';

/** Text that must not be empty. */
export const nonEmptyText = v.pipe(v.string(), v.minLength(1));

/** An ISO-ish timestamp that Date can read. */
export const timestamp = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'not a date'),
);

/** A finite number (JSON cannot hold NaN, but a hand-edited value can be a string). */
export const finiteNumber = v.pipe(v.number(), v.finite());

/**
 * Says that one stored entry was malformed and dropped, so the family's other entries
 * could be kept. Logged, never shown: the family cannot act on it, a developer can.
 */
export function warnDropped(what: string, raw: unknown): void {
  console.warn(`[naturverse] dropped a malformed stored ${what}; the other entries are kept`, raw);
}

/**
 * The items of `value` that pass `item`; each one that does not is reported
 * through `onDropped` (stored lists use `warnDropped`, server rows their own log).
 */
export function keepValid<T>(item: v.GenericSchema<unknown, T>, rows: readonly unknown[], onDropped: (raw: unknown) => void = () => {}): T[] {
  const kept: T[] = [];
  for (const raw of rows) {
    const result = v.safeParse(item, raw);
    if (result.success) kept.push(result.output);
    else onDropped(raw);
  }
  return kept;
}

/** A list whose bad items are dropped and logged, good ones kept (one corrupt entry loses nothing else). */
export function listOf<T>(item: v.GenericSchema<unknown, T>, what = 'list entry') {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((rows) => keepValid(item, rows, (raw) => warnDropped(what, raw))),
  );
}

/** A `(raw) => value | null` function from a schema, for callers that check one value. */
export function parserOf<T>(schema: v.GenericSchema<unknown, T>): (raw: unknown) => T | null {
  return (raw) => {
    const result = v.safeParse(schema, raw);
    return result.success ? result.output : null;
  };
}

/** A JSON object, not an array (valibot's object and record schemas accept arrays). */
export function plainObject<T>(schema: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.unknown(),
    v.check((x) => !!x && typeof x === 'object' && !Array.isArray(x), 'not an object'),
    schema,
  );
}

/** A string-keyed map whose bad entries are dropped and logged, good ones kept. */
export function recordOf<T>(value: v.GenericSchema<unknown, T>, what = 'map entry') {
  return v.pipe(
    plainObject(v.record(v.string(), v.unknown())),
    v.transform((entries) => {
      const out: Record<string, T> = {};
      for (const [key, raw] of Object.entries(entries)) {
        const result = v.safeParse(value, raw);
        if (result.success) out[key] = result.output;
        else warnDropped(what, { [key]: raw });
      }
      return out;
    }),
  );
}

/**
 * A schema around an existing hand-written parser (`null` = refuse). For the few
 * stores whose field rules are still written out by hand; new stores use valibot.
 */
export function parserSchema<T>(parse: (raw: unknown) => T | null, what = 'stored value') {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const parsed = parse(dataset.value);
      if (parsed === null) {
        addIssue({ message: `not a valid ${what}` });
        return NEVER;
      }
      return parsed;
    }),
  );
}
