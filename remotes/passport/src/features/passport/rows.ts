/**
 * One parser per passport entity, used for every source: browser storage (local
 * mode) and server rows (synced mode). A row that does not parse is dropped —
 * never shown as an empty item — and a server row that is dropped is logged.
 */
import type { PassportBadge, PassportStamp } from './types';

const isText = (v: unknown): v is string => typeof v === 'string';
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A stamp entry; the database allows a null note, which reads as no note (''). */
export function parseStamp(raw: unknown): PassportStamp | null {
  if (!isRecord(raw)) return null;
  const { id, user_id, world, title, note, created_at } = raw;
  if (!isText(id) || !isText(user_id) || !isText(world) || !world || !isText(title) || !title || !isText(created_at)) return null;
  if (note !== null && note !== undefined && !isText(note)) return null;
  if (Number.isNaN(Date.parse(created_at))) return null;
  return { id, user_id, world, title, note: note ?? '', created_at };
}

export function parseBadge(raw: unknown): PassportBadge | null {
  if (!isRecord(raw)) return null;
  const { id, user_id, code, label, created_at } = raw;
  if (!isText(id) || !isText(user_id) || !isText(code) || !code || !isText(label) || !label || !isText(created_at)) return null;
  if (Number.isNaN(Date.parse(created_at))) return null;
  return { id, user_id, code, label, created_at };
}

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
