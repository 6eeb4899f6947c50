import { describe, expect, it } from 'vitest';
import { sample } from './test-records';
import { createExport, exportJson, parseImport, readImport, replaceConfirmation } from './transfer';

/** A stream that hands the text over in small chunks, splitting records (and UTF-8 characters) across reads. */
function chunked(text: string, size: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

describe('import validation', () => {
  it('accepts an export of ours, round trip equal', async () => {
    const records = [sample({ id: 'a', notes: 'Ünïcode "quotes", commas, ] and } \\ inside' }), sample({ id: 'b', lat: null, lon: null })];
    expect(await parseImport(await exportJson(records))).toEqual({ ok: true, records });
    expect(await parseImport('[]')).toEqual({ ok: true, records: [] });
    expect(await parseImport(await exportJson([]))).toEqual({ ok: true, records: [] });
    // the old pretty-printed exports still import
    expect(await parseImport(JSON.stringify(records, null, 2))).toEqual({ ok: true, records });
  });

  it('reads a file streamed in 7-byte chunks exactly as in one piece', async () => {
    const records = [sample({ id: 'a', title: 'Frösche 🐸' }), sample({ id: 'b' }), sample({ id: 'c' })];
    expect(await readImport(chunked(await exportJson(records), 7))).toEqual({ ok: true, records });
  });

  it('refuses broken JSON', async () => {
    for (const text of ['[{"oops"', '[1,]', '[', '[] x', '']) {
      const r = await parseImport(text);
      expect(r, text).toMatchObject({ ok: false });
    }
    for (const text of ['[{"oops"}]', '{"oops"', '']) {
      const r = await parseImport(text);
      expect(!r.ok && r.message, text).toMatch(/not readable JSON.*unchanged/);
    }
  });

  it('refuses a foreign file (not a list, or any record of the wrong shape)', async () => {
    expect(await parseImport('{"stamps":[]}')).toMatchObject({ ok: false, message: expect.stringMatching(/not an observations export/) });
    const foreign = JSON.stringify([sample(), { name: 'cart line', qty: 2 }]);
    expect(await parseImport(foreign)).toMatchObject({ ok: false, message: expect.stringMatching(/Photo 2 .*not a valid observation/) });
  });

  it('refuses a record whose image is not an image data URL', async () => {
    const bad = JSON.stringify([sample({ src: 'https://example.com/cat.png' })]);
    expect(await parseImport(bad)).toMatchObject({ ok: false });
  });

  it('refuses duplicate ids', async () => {
    expect(await parseImport(JSON.stringify([sample(), sample()]))).toMatchObject({ ok: false });
  });

  it('has no size limit: a 60 MB export of ours (8 photos of 7.5 MB) imports back whole', async () => {
    const photo = (i: number) => `data:image/jpeg;base64,${String.fromCharCode(65 + i).repeat(7.5 * 1024 * 1024)}`;
    const file = createExport();
    for (let i = 0; i < 8; i += 1) file.add(sample({ id: `p${i}`, src: photo(i) }));
    const blob = file.finish();
    expect(blob.size).toBeGreaterThan(60 * 1024 * 1024);
    const check = await readImport(blob.stream());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.records.map((r) => r.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    expect(check.records.every((r, i) => r.src === photo(i))).toBe(true);
  }, 120_000); // about 2 s of CPU; the shared machine can stretch that tenfold

  it('confirmation says how many will be replaced', () => {
    expect(replaceConfirmation(3, 1)).toBe('Replace all 3 photos saved here with the 1 photo in this file?');
    expect(replaceConfirmation(1, 0)).toBe('Replace all 1 photo saved here with the 0 photos in this file?');
  });
});
