/**
 * Export and import of all observations as one JSON file (spec §2 Tools, §3 shape).
 * The spec imports "without checks"; we check first, because a bad file must never wipe a
 * family's photos: the whole file is refused unless every record is a valid Observation.
 *
 * No size limit: any file this page's Export makes must import back, and
 * a phone photo is megabytes (a 5.76 MB photo is a 7.68 MB data URL), so a family's export
 * is easily hundreds of MB. Both directions therefore go one record at a time: Export
 * writes each record into its own Blob part, Import reads the file as a stream and parses
 * each record's text alone (json-array-stream.ts). What is held at once is the records
 * themselves, never the whole file as one string beside them.
 */
import { countOf } from '@naturverse/ui/plural';
import { BrokenJsonError, JsonArraySplitter, NotAnArrayError } from './json-array-stream';
import { parseObservation, type Observation } from './observation';

export type ImportCheck = { ok: true; records: Observation[] } | { ok: false; message: string };

const UNREADABLE = 'That file is not readable JSON, so nothing was imported. Your photos are unchanged.';
const NOT_AN_EXPORT = 'That file is not an observations export, so nothing was imported. Your photos are unchanged.';
const invalidAt = (n: number) => `Photo ${n} in that file is not a valid observation, so nothing was imported. Your photos are unchanged.`;

export function exportFileName(now: Date): string {
  return `naturverse-observations-${now.toISOString().slice(0, 10)}.json`;
}

/** Builds the export file record by record; each record's text becomes its own Blob part. */
export function createExport() {
  const parts: BlobPart[] = ['['];
  let count = 0;
  return {
    add(record: Observation) {
      parts.push(count === 0 ? '\n' : ',\n', new Blob([JSON.stringify(record)]));
      count += 1;
    },
    finish: () => new Blob([...parts, count === 0 ? ']\n' : '\n]\n'], { type: 'application/json' }),
  };
}

/** The export file for these records, as text (tests and small callers). */
export async function exportJson(records: readonly Observation[]): Promise<string> {
  const file = createExport();
  for (const record of records) file.add(record);
  return file.finish().text();
}

/** An import file, read as a stream → every record, or one clear reason it was refused. */
export async function readImport(stream: ReadableStream<Uint8Array>): Promise<ImportCheck> {
  const records: Observation[] = [];
  const ids = new Set<string>();
  // an object, not a `let`: the splitter's callback sets it, and TypeScript must not narrow it away
  const outcome: { refused: ImportCheck | null } = { refused: null };
  const splitter = new JsonArraySplitter((text) => {
    if (outcome.refused) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      outcome.refused = { ok: false, message: UNREADABLE };
      return;
    }
    const record = parseObservation(value);
    if (!record || ids.has(record.id)) {
      outcome.refused = { ok: false, message: invalidAt(records.length + 1) };
      return;
    }
    ids.add(record.id);
    records.push(record);
  });
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      splitter.feed(decoder.decode(value, { stream: true }));
      if (outcome.refused) break;
    }
    if (!outcome.refused) {
      splitter.feed(decoder.decode());
      splitter.end();
    }
  } catch (error) {
    if (error instanceof NotAnArrayError) return { ok: false, message: NOT_AN_EXPORT };
    if (error instanceof BrokenJsonError) return { ok: false, message: UNREADABLE };
    throw error;
  } finally {
    void reader.cancel().catch(() => {});
  }
  return outcome.refused ?? { ok: true, records };
}

/** Text of an import file → every record, or one clear reason it was refused. */
export function parseImport(text: string): Promise<ImportCheck> {
  return readImport(new Blob([text]).stream());
}

export function replaceConfirmation(current: number, incoming: number): string {
  return `Replace all ${countOf(current, 'photo')} saved here with the ${countOf(incoming, 'photo')} in this file?`;
}
