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

  it('one bad stored poll costs only itself: a vote keeps the family’s other polls', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const mine = {
      id: 'poll-mine',
      title: 'Picnic or hike?',
      createdAt: '2026-02-01T09:00:00.000Z',
      choices: [
        { id: 'c1', label: 'Picnic', votes: 0 },
        { id: 'c2', label: 'Hike', votes: 2 },
      ],
    };
    const bad = { ...mine, id: 'poll-bad', choices: [] };
    const { storage, store } = await load({ [POLLS_KEY]: JSON.stringify({ version: 1, state: [mine, bad] }) });
    store.vote('poll-mine', 'c1');
    expect(storedState(storage, POLLS_KEY)).toEqual([{ ...mine, choices: [{ ...mine.choices[0], votes: 1 }, mine.choices[1]] }]);
  });

  it('a refused vote shows nothing as voted, and the count is put back when only the vote is refused', async () => {
    const { storage, store } = await load({});
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (k: string, v: string) => {
      if (k === VOTED_KEY) throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
      setItem(k, v);
    };
    store.vote('seed-cleanup-day', 'saturday');
    expect(store.communityState()).toMatchObject({ polls: SEED_POLLS, voted: {} });
    expect(storedState(storage, POLLS_KEY)).toEqual(SEED_POLLS);
    expect(storage.getItem(VOTED_KEY)).toBeNull();
  });

  it('a refused new poll or event is not added (the form keeps its text)', async () => {
    const { storage, store } = await load({});
    storage.setItem = () => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    };
    const poll = {
      id: 'poll-new',
      title: 'New?',
      createdAt: '2026-02-01T09:00:00.000Z',
      choices: [
        { id: 'c1', label: 'A', votes: 0 },
        { id: 'c2', label: 'B', votes: 0 },
      ],
    };
    expect(store.addPoll(poll)).toBe(false);
    expect(store.addEvent({ ...(SEED_EVENTS[0] as (typeof SEED_EVENTS)[number]), id: 'event-new' })).toBe(false);
    expect(store.communityState()).toMatchObject({ polls: SEED_POLLS, board: SEED_EVENTS });
  });
});
