import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BADGES_KEY, STAMPS_KEY, createLocalPassportStore, readLocalStamps } from './local-store';
import { stubBrowserStorage, type MemoryStorage, storedState } from '@naturverse/platform/testing';

let storage: MemoryStorage;
beforeEach(() => {
  storage = stubBrowserStorage();
});
afterEach(() => vi.unstubAllGlobals());

const at = (iso: string) => () => new Date(iso);

describe('local passport store', () => {
  it('adds stamps with a timestamp-based id and user_id "local", newest first, persisted', async () => {
    await createLocalPassportStore(at('2026-11-21T09:00:00Z')).addStamp({ world: 'thailandia', title: 'T1', note: 'n1' });
    const second = await createLocalPassportStore(at('2026-11-21T10:00:00Z')).addStamp({
      world: 'chilandia',
      title: 'Explorer Stamp',
      note: 'Demo progress',
    });
    expect(second.ok).toBe(true);
    if (!second.ok) return;
    expect(second.value).toMatchObject({
      user_id: 'local',
      world: 'chilandia',
      title: 'Explorer Stamp',
      note: 'Demo progress',
      created_at: '2026-11-21T10:00:00.000Z',
    });
    expect(second.value.id.startsWith(String(Date.parse('2026-11-21T10:00:00Z')))).toBe(true);
    // a fresh store (a reload) reads them back, newest first
    const stamps = await createLocalPassportStore().listStamps();
    expect(stamps.map((s) => s.world)).toEqual(['chilandia', 'thailandia']);
    expect(storedState(storage, STAMPS_KEY)).toHaveLength(2);
  });

  it('gives two adds in the same millisecond different ids', async () => {
    const store = createLocalPassportStore(at('2026-11-21T10:00:00Z'));
    const a = await store.addStamp({ world: 'thailandia', title: 'Explorer Stamp', note: 'Demo progress' });
    const b = await store.addStamp({ world: 'thailandia', title: 'Explorer Stamp', note: 'Demo progress' });
    expect(a.ok && b.ok && a.value.id !== b.value.id).toBe(true);
    expect(storedState(storage, STAMPS_KEY)).toHaveLength(2);
  });

  it('earns a badge once per code: a second add returns the first and stores nothing new', async () => {
    const a = await createLocalPassportStore(at('2026-11-21T10:00:00Z')).addBadge({ code: 'first-steps', label: 'First Steps' });
    const b = await createLocalPassportStore(at('2026-11-21T11:00:00Z')).addBadge({ code: 'first-steps', label: 'First Steps' });
    expect(a.ok && b.ok && b.value).toEqual(a.ok && a.value);
    await createLocalPassportStore(at('2026-11-21T12:00:00Z')).addBadge({ code: 'river-friend', label: 'River Friend' });
    expect(storedState(storage, BADGES_KEY)).toHaveLength(2);
  });

  it('reads duplicates stored by older versions once per code, the first earned', async () => {
    const badge = (id: string, created_at: string) => ({ id, user_id: 'local', code: 'first-steps', label: 'First Steps', created_at });
    storage.setItem(BADGES_KEY, JSON.stringify([badge('c', '2026-11-03T00:00:00Z'), badge('a', '2026-11-01T00:00:00Z'), badge('b', '2026-11-02T00:00:00Z')]));
    expect((await createLocalPassportStore().listBadges()).map((b) => b.id)).toEqual(['a']);
  });

  it('reads corrupt storage as empty lists, never a crash', async () => {
    storage.setItem(STAMPS_KEY, '{not json');
    storage.setItem(BADGES_KEY, JSON.stringify({ not: 'a list' }));
    const store = createLocalPassportStore();
    await expect(store.listStamps()).resolves.toEqual([]);
    await expect(store.listBadges()).resolves.toEqual([]);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const good = { id: '1', user_id: 'local', world: 'brazilandia', title: 't', note: 'n', created_at: '2026-01-01T00:00:00Z' };
    storage.setItem(STAMPS_KEY, JSON.stringify([good, { id: 2 }, null, 'x']));
    expect(readLocalStamps()).toEqual([good]);
  });

  it('adds nothing and explains when storage is full', async () => {
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw quota;
    });
    const result = await createLocalPassportStore().addStamp({ world: 'thailandia', title: 'T', note: 'N' });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('storage is full') });
    expect(readLocalStamps()).toEqual([]);
  });
});
