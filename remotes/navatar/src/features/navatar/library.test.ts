import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedState } from '@naturverse/platform/testing';
import { seededRandom } from '@naturverse/testing/seeded-random';
import { rollNavatar, type Navatar } from './generate';
import { ACTIVE_KEY, LIBRARY_KEY, addToLibrary, parseNavatar, readActive, readLibrary, saveNavatar } from './library';

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: new MemoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

const random = seededRandom(9);
const make = (i: number, name = `N${i}`): Navatar => rollNavatar('Animal', random, new Date(Date.UTC(2026, 0, 1, 0, i)), { name });
const quota = () => Object.assign(new Error('full'), { name: 'QuotaExceededError' });

describe('addToLibrary', () => {
  it('puts the newest first and keeps at most 50', () => {
    let library: Navatar[] = [];
    for (let i = 1; i <= 55; i += 1) library = addToLibrary(library, make(i));
    expect(library).toHaveLength(50);
    expect(library[0]?.name).toBe('N55');
    expect(library.at(-1)?.name).toBe('N6');
  });

  it('moves a re-saved Navatar to the front instead of duplicating it', () => {
    const a = make(1);
    const b = make(2);
    const library = addToLibrary(addToLibrary([a, b], b), { ...a, backstory: 'new' });
    expect(library.map((n) => n.id)).toEqual([a.id, b.id]);
    expect(library[0]?.backstory).toBe('new');
  });
});

describe('saveNavatar', () => {
  it('trims the name, stores the active Navatar and the library (newest first)', () => {
    saveNavatar(make(1));
    const outcome = saveNavatar({ ...make(2), name: '  Sunny  ' });
    expect(outcome.ok).toBe(true);
    expect(readActive()?.name).toBe('Sunny');
    expect(readLibrary().map((n) => n.name)).toEqual(['Sunny', 'N1']);
    expect((storedState(storage, ACTIVE_KEY) as { name: string }).name).toBe('Sunny');
  });

  it('when the library does not fit, changes nothing and explains', () => {
    saveNavatar(make(1));
    const before = new Map(storage.map);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw quota();
    });
    const outcome = saveNavatar(make(2));
    expect(outcome).toEqual({ ok: false, message: expect.stringContaining('storage is full') });
    expect(storage.map).toEqual(before);
  });

  it('when only the active write fails, puts the library back as it was', () => {
    saveNavatar(make(1));
    const before = storage.getItem(LIBRARY_KEY);
    const real = storage.setItem.bind(storage);
    vi.spyOn(storage, 'setItem').mockImplementation((k, v) => {
      if (k === ACTIVE_KEY) throw quota();
      real(k, v);
    });
    expect(saveNavatar(make(2)).ok).toBe(false);
    expect(storage.getItem(LIBRARY_KEY)).toBe(before);
    expect(readActive()?.name).toBe('N1');
  });
});

describe('reading storage', () => {
  it('reads corrupt data as empty / none', () => {
    storage.setItem(LIBRARY_KEY, '{broken');
    storage.setItem(ACTIVE_KEY, '42');
    expect(readLibrary()).toEqual([]);
    expect(readActive()).toBeNull();
    storage.setItem(LIBRARY_KEY, JSON.stringify({ not: 'a list' }));
    expect(readLibrary()).toEqual([]);
  });

  it('drops malformed entries and keeps valid ones', () => {
    const good = make(1);
    storage.setItem(
      LIBRARY_KEY,
      JSON.stringify([good, { ...good, base: 'Dragon' }, { ...good, powers: 'x' }, { ...good, imageDataUrl: 'javascript:x' }, null]),
    );
    expect(readLibrary()).toEqual([good]);
  });

  it('validates every field of a Navatar', () => {
    const good = make(1);
    expect(parseNavatar(good)).toEqual(good);
    expect(parseNavatar({ ...good, name: 3 })).toBeNull();
    expect(parseNavatar({ ...good, imageDataUrl: 'data:image/jpeg;base64,AA' })?.imageDataUrl).toBe('data:image/jpeg;base64,AA');
  });
});
