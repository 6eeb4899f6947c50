import { describe, expect, it } from 'vitest';
import { sample } from './test-records';
import { IMPORT_MAX_BYTES, checkImportSize, exportJson, parseImport, replaceConfirmation } from './transfer';

describe('import validation', () => {
  it('accepts an export of ours, round trip equal', () => {
    const records = [sample({ id: 'a' }), sample({ id: 'b', lat: null, lon: null })];
    expect(parseImport(exportJson(records))).toEqual({ ok: true, records });
    expect(parseImport('[]')).toEqual({ ok: true, records: [] });
  });

  it('refuses broken JSON', () => {
    const r = parseImport('{"oops"');
    expect(r).toMatchObject({ ok: false });
    expect(!r.ok && r.message).toMatch(/not readable JSON.*unchanged/);
  });

  it('refuses a foreign file (not a list, or any record of the wrong shape)', () => {
    expect(parseImport('{"stamps":[]}')).toMatchObject({ ok: false, message: expect.stringMatching(/not an observations export/) });
    const foreign = JSON.stringify([sample(), { name: 'cart line', qty: 2 }]);
    expect(parseImport(foreign)).toMatchObject({ ok: false, message: expect.stringMatching(/Photo 2 .*not a valid observation/) });
  });

  it('refuses a record whose image is not an image data URL', () => {
    const bad = JSON.stringify([sample({ src: 'https://example.com/cat.png' })]);
    expect(parseImport(bad)).toMatchObject({ ok: false });
  });

  it('refuses duplicate ids', () => {
    expect(parseImport(JSON.stringify([sample(), sample()]))).toMatchObject({ ok: false });
  });

  it('refuses more than 50 MB', () => {
    expect(IMPORT_MAX_BYTES).toBe(50 * 1024 * 1024);
    expect(checkImportSize(IMPORT_MAX_BYTES)).toBeNull();
    expect(checkImportSize(IMPORT_MAX_BYTES + 1)).toMatchObject({ ok: false, message: expect.stringMatching(/50 MB/) });
  });

  it('confirmation says how many will be replaced', () => {
    expect(replaceConfirmation(3, 1)).toBe('Replace all 3 photos saved here with the 1 photo in this file?');
    expect(replaceConfirmation(1, 0)).toBe('Replace all 1 photo saved here with the 0 photos in this file?');
  });
});
