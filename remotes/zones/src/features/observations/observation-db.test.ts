import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createObservationDb, describeDbFailure, failureReason, type ObservationDb } from './observation-db';
import { sample } from './test-records';

// A fresh, spec-complete in-memory IndexedDB per test (fake-indexeddb), so the real module runs.
let db: ObservationDb;
beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory());
  db = createObservationDb('test-db');
});
afterEach(() => vi.unstubAllGlobals());

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('observation store (IndexedDB)', () => {
  it('saves, reads back newest first, deletes one, clears', async () => {
    await db.put(sample({ id: 'old', takenAt: '2026-01-01T00:00:00Z' }));
    await db.put(sample({ id: 'new', takenAt: '2026-02-01T00:00:00Z' }));
    expect((await db.all()).map((o) => o.id)).toEqual(['new', 'old']);
    await db.remove('old');
    expect((await db.all()).map((o) => o.id)).toEqual(['new']);
    await db.clear();
    expect(await db.all()).toEqual([]);
  });

  it('stores a large photo and reads it back byte for byte (12 MB data URL)', async () => {
    const body = 'A'.repeat(12 * 1024 * 1024);
    const src = `data:image/png;base64,${body}`;
    await db.put(sample({ id: 'big', src }));
    const [back] = await db.all();
    expect(back?.src.length).toBe(src.length);
    expect(back?.src === src).toBe(true);
  });

  it('lists summaries without full images, and reads one whole photo when it is opened', async () => {
    const src = `data:image/png;base64,${'B'.repeat(1024 * 1024)}`;
    await db.put(sample({ id: 'old', takenAt: '2026-01-01T00:00:00Z', src }));
    await db.put(sample({ id: 'new', takenAt: '2026-02-01T00:00:00Z' }));
    const list = await db.summaries();
    expect(list.map((o) => o.id)).toEqual(['new', 'old']);
    expect(list.every((o) => !('src' in o) && o.thumb.startsWith('data:image/'))).toBe(true);
    expect((await db.get('old'))?.src).toBe(src);
    expect(await db.get('gone')).toBeNull();
    const seen: string[] = [];
    await db.each((record) => seen.push(`${record.id}:${record.src.length}`));
    expect(seen).toEqual([`new:${sample().src.length}`, `old:${src.length}`]); // newest first, as the Gallery shows them
  });

  it('skips a damaged record but still shows the rest', async () => {
    await db.put(sample({ id: 'good' }));
    const { createStore, set } = await import('idb-keyval');
    await set('bad', { id: 'bad', title: 42 }, createStore('test-db', 'observations'));
    expect((await db.all()).map((o) => o.id)).toEqual(['good']);
  });

  it('a refused write (full quota) rejects as quota and keeps what was saved', async () => {
    await db.put(sample({ id: 'kept' }));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quota();
    });
    const error = await db.put(sample({ id: 'new' })).catch((e: unknown) => e);
    expect(failureReason(error)).toBe('quota');
    expect(describeDbFailure(error)).toMatch(/storage is full.*Your other photos are safe/);
    vi.restoreAllMocks();
    expect((await db.all()).map((o) => o.id)).toEqual(['kept']);
  });

  it('replacing all is all or nothing: a failure half-way leaves the old records', async () => {
    await db.put(sample({ id: 'a' }));
    await db.put(sample({ id: 'b' }));
    const realPut = IDBObjectStore.prototype.put;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      calls += 1;
      if (calls === 2) throw quota();
      return realPut.apply(this, args);
    });
    await expect(db.replaceAll([sample({ id: 'x' }), sample({ id: 'y' })])).rejects.toThrow('quota');
    vi.restoreAllMocks();
    expect((await db.all()).map((o) => o.id).sort()).toEqual(['a', 'b']);
    await db.replaceAll([sample({ id: 'x' }), sample({ id: 'y' })]);
    expect((await db.all()).map((o) => o.id).sort()).toEqual(['x', 'y']);
  });

  it('any other failure is reported as storage not available', () => {
    expect(failureReason(new Error('InvalidStateError'))).toBe('unavailable');
    expect(failureReason({ error: quota() })).toBe('quota');
    expect(describeDbFailure(new Error('x'))).toMatch(/not letting this site store photos/);
  });
});
