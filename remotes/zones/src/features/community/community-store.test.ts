import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, storedState } from '@naturverse/platform/testing';
import { POLLS_KEY, SEED_POLLS, VOTED_KEY } from './polls';
import { BOARD_KEY, RSVPED_KEY, SEED_EVENTS } from './volunteer';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh store module over the given raw storage values. */
async function load(raw: Record<string, string>) {
  const storage = stubBrowserStorage();
  for (const [k, v] of Object.entries(raw)) storage.setItem(k, v);
  vi.resetModules();
  const store = await import('./community-store');
  return { storage, store };
}

describe('community store', () => {
  it('corrupt polls give the seeds back and leave the other keys untouched', async () => {
    const board = JSON.stringify([{ ...SEED_EVENTS[0], title: 'Mine' }]);
    const { storage, store } = await load({ [POLLS_KEY]: '{not json', [VOTED_KEY]: '{"x":"y"}', [BOARD_KEY]: board });
    store.vote('seed-cleanup-day', 'sunday');
    const polls = storedState(storage, POLLS_KEY) as typeof SEED_POLLS;
    expect(polls.map((p) => p.id)).toEqual(SEED_POLLS.map((p) => p.id));
    expect(polls[1]?.choices[1]?.votes).toBe(6);
    expect(storedState(storage, VOTED_KEY)).toEqual({ x: 'y', 'seed-cleanup-day': 'sunday' });
    expect(storage.getItem(BOARD_KEY)).toBe(board);
  });

  it('a second vote is ignored and writes nothing', async () => {
    const { storage, store } = await load({});
    store.vote('seed-cleanup-day', 'saturday');
    const after = storage.getItem(POLLS_KEY);
    store.vote('seed-cleanup-day', 'sunday');
    store.vote('unknown', 'saturday');
    expect(storage.getItem(POLLS_KEY)).toBe(after);
    expect(storedState(storage, VOTED_KEY)).toEqual({ 'seed-cleanup-day': 'saturday' });
  });

  it('RSVP is kept per browser and corrupt RSVPs start empty', async () => {
    const { storage, store } = await load({ [RSVPED_KEY]: '[1,2]' });
    store.rsvp('seed-seed-planting');
    expect(storedState(storage, RSVPED_KEY)).toEqual({ 'seed-seed-planting': true });
    expect((storedState(storage, BOARD_KEY) as typeof SEED_EVENTS)[1]?.rsvps).toBe(4);
  });
});
