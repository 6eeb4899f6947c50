import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withLease } from './lease.ts';
import { storePlacesForTests } from './store-places.test-support.mjs';

const KEY = '.naturverse/test.lease.json';
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { places: PLACES } = storePlacesForTests();

describe.each(Object.keys(PLACES))('a lease on a store: %s', (place) => {
  let store;
  beforeEach(async () => {
    store = await PLACES[place]();
  });
  afterEach(() => store.close());

  it('lets one holder work at a time: three writers at once never overlap, each waits for the one before', async () => {
    const events = [];
    const waited = [];
    const writer = (name) =>
      withLease(
        store,
        KEY,
        async () => {
          events.push(`${name} in`);
          await pause(60);
          events.push(`${name} out`);
          return name;
        },
        { holder: name, onWait: (other) => waited.push(`${name} waits for ${other}`) },
      );
    expect(await Promise.all(['a', 'b', 'c'].map(writer))).toEqual(['a', 'b', 'c']);
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i].replace(' in', ' out'));
    expect(waited.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse((await store.read(KEY)).body.toString()).released).toBe(true);
  });

  it('is released when the work fails, and taken again at once', async () => {
    await expect(withLease(store, KEY, async () => Promise.reject(new Error('copy failed')), { holder: 'a' })).rejects.toThrow('copy failed');
    expect(await withLease(store, KEY, async () => 'next', { holder: 'b', onWait: () => expect.unreachable('nobody holds it') })).toBe('next');
  });

  it('takes over a lease whose holder died (older than staleMs), and one whose bytes are unreadable', async () => {
    const dead = { holder: 'shell 1.0.0 by a killed runner', at: new Date(Date.now() - 11 * 60_000).toISOString(), claim: 'dead' };
    await store.create(KEY, Buffer.from(JSON.stringify(dead)));
    expect(await withLease(store, KEY, async () => 'taken over', { holder: 'b', onWait: () => expect.unreachable('a stale lease is no holder') })).toBe(
      'taken over',
    );
    await store.put(KEY, Buffer.from('{ not json'));
    expect(await withLease(store, KEY, async () => 'again', { holder: 'c' })).toBe('again');
  });

  it('gives up after waitMs with a conflict naming the holder, and leaves the holder its lease', async () => {
    const live = { holder: 'shell 2.0.0 by birds-team', at: new Date().toISOString(), claim: 'alive' };
    await store.create(KEY, Buffer.from(JSON.stringify(live)));
    const refused = withLease(store, KEY, async () => expect.unreachable('never ran'), { holder: 'b', waitMs: 300 });
    await expect(refused).rejects.toMatchObject({ kind: 'conflict', message: expect.stringContaining('shell 2.0.0 by birds-team has held') });
    expect(JSON.parse((await store.read(KEY)).body.toString())).toEqual(live);
  });
});
