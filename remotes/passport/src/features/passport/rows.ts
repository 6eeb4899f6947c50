/**
 * One valibot schema per passport entity, used for every source: browser storage
 * (local mode) and server rows (synced mode). A row that does not parse is dropped —
 * never shown as an empty item — and a server row that is dropped is logged.
 */
import * as v from 'valibot';
import { nonEmptyText, parserOf, timestamp } from '@naturverse/platform';
import type { PassportBadge, PassportStamp } from './types';

/** A stamp entry; the database allows a null note, which reads as no note (''). */
export const stampSchema = v.pipe(
  v.object({
    id: v.string(),
    user_id: v.string(),
    world: nonEmptyText,
    title: nonEmptyText,
    note: v.nullish(v.string()),
    created_at: timestamp,
  }),
  v.transform((row): PassportStamp => ({ ...row, note: row.note ?? '' })),
);

export const badgeSchema = v.object({
  id: v.string(),
  user_id: v.string(),
  code: nonEmptyText,
  label: nonEmptyText,
  created_at: timestamp,
});

export const parseStamp: (raw: unknown) => PassportStamp | null = parserOf(stampSchema);
export const parseBadge: (raw: unknown) => PassportBadge | null = parserOf(badgeSchema);

/** The rows that parse; each one that does not is reported through `onDropped`. */
export function keepValid<T>(rows: readonly unknown[], parse: (raw: unknown) => T | null, onDropped: (raw: unknown) => void = () => {}): T[] {
  const kept: T[] = [];
  for (const raw of rows) {
    const parsed = parse(raw);
    if (parsed) kept.push(parsed);
    else onDropped(raw);
  }
  return kept;
}
