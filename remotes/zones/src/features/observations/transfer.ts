/**
 * Export and import of all observations as one JSON file (spec §2 Tools, §3 shape).
 * The spec imports "without checks"; we check first, because a bad file must never wipe a
 * family's photos: the whole file is refused unless every record is a valid Observation.
 */
import { parseObservation, type Observation } from './observation';

/** Our stated limit: 50 MB, about 50 phone photos; a bigger file is refused before it is read. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
export const IMPORT_MAX_RECORDS = 1000;

export type ImportCheck = { ok: true; records: Observation[] } | { ok: false; message: string };

export function exportJson(records: readonly Observation[]): string {
  return JSON.stringify(records, null, 2);
}

export function exportFileName(now: Date): string {
  return `naturverse-observations-${now.toISOString().slice(0, 10)}.json`;
}

export function checkImportSize(bytes: number): ImportCheck | null {
  if (bytes > IMPORT_MAX_BYTES) {
    return { ok: false, message: 'That file is too big to import (the limit is 50 MB). Nothing was changed.' };
  }
  return null;
}

/** Text of an import file → every record, or one clear reason it was refused. */
export function parseImport(text: string): ImportCheck {
  const tooBig = checkImportSize(text.length);
  if (tooBig) return tooBig;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: 'That file is not readable JSON, so nothing was imported. Your photos are unchanged.' };
  }
  if (!Array.isArray(value)) {
    return { ok: false, message: 'That file is not an observations export, so nothing was imported. Your photos are unchanged.' };
  }
  if (value.length > IMPORT_MAX_RECORDS) {
    return { ok: false, message: `That file has more than ${IMPORT_MAX_RECORDS} photos, so nothing was imported.` };
  }
  const records: Observation[] = [];
  const ids = new Set<string>();
  for (const [index, item] of value.entries()) {
    const record = parseObservation(item);
    if (!record || ids.has(record.id)) {
      return {
        ok: false,
        message: `Photo ${index + 1} in that file is not a valid observation, so nothing was imported. Your photos are unchanged.`,
      };
    }
    ids.add(record.id);
    records.push(record);
  }
  return { ok: true, records };
}

export function replaceConfirmation(current: number, incoming: number): string {
  const photos = (n: number) => `${n} photo${n === 1 ? '' : 's'}`;
  return `Replace all ${photos(current)} saved here with the ${photos(incoming)} in this file?`;
}
