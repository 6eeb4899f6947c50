import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendBridge, BackendClient } from '@naturverse/platform';
import { createRecordingClient, dataRequests, type Responder } from '@naturverse/supabase/contract';
import { BADGES_KEY, STAMPS_KEY, createLocalPassportStore } from './local-store';
import { loadPassport } from './passport-mode';
import { createSupabasePassportStore } from './supabase-store';
import { stubBrowserStorage, type MemoryStorage, storedState } from '@naturverse/platform/testing';

let storage: MemoryStorage;
const LOCAL_STAMP = { id: '1', user_id: 'local', world: 'thailandia', title: 'Local', note: 'n', created_at: '2026-01-01T00:00:00Z' };
const SERVER_STAMP = { id: 's9', user_id: 'u1', world: 'amerilandia', title: 'Server', note: 'n', created_at: '2026-02-01T00:00:00Z' };
const SERVER_BADGE = { id: 'b9', user_id: 'u1', code: 'first-steps', label: 'First Steps', created_at: '2026-02-01T00:00:00Z' };

beforeEach(() => {
  storage = stubBrowserStorage();
  storage.setItem(STAMPS_KEY, JSON.stringify([LOCAL_STAMP]));
});
afterEach(() => vi.unstubAllGlobals());

function sources(userId: string | null, responder?: Responder, client: 'real' | 'none' | 'throws' = 'real') {
  const recording = createRecordingClient(responder);
  const bridge: BackendBridge = {
    getUserId: () => userId,
    getClient: async () => {
      if (client === 'throws') throw new Error('cannot load supabase-js');
      return client === 'none' ? null : (recording.client as unknown as BackendClient);
    },
  };
  const getClient = vi.spyOn(bridge, 'getClient');
  return {
    requests: recording.requests,
    getClient,
    sources: { bridge, local: () => createLocalPassportStore(), remote: createSupabasePassportStore },
  };
}

const serverOk: Responder = (r) => ({ body: r.path.endsWith('passport_stamps') ? [SERVER_STAMP] : [SERVER_BADGE] });

describe('passport mode', () => {
  it('no signed-in user → local demo mode with the stored entries, no server call', async () => {
    const s = sources(null, serverOk);
    const loaded = await loadPassport(s.sources);
    expect(loaded.mode).toBe('local');
    expect(loaded.stamps).toEqual([LOCAL_STAMP]);
    expect(loaded.badges).toEqual([]);
    expect(s.getClient).not.toHaveBeenCalled();
    expect(s.requests).toEqual([]);
  });

  it('a user but no client (demo configuration) → local', async () => {
    const loaded = await loadPassport(sources('u1', serverOk, 'none').sources);
    expect(loaded.mode).toBe('local');
  });

  it('a user and both server reads succeed → synced with the server rows', async () => {
    const s = sources('u1', serverOk);
    const loaded = await loadPassport(s.sources);
    expect(loaded.mode).toBe('synced');
    expect(loaded.stamps).toEqual([SERVER_STAMP]);
    expect(loaded.badges).toEqual([SERVER_BADGE]);
    expect(
      dataRequests(s.requests)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(['GET /rest/v1/passport_badges', 'GET /rest/v1/passport_stamps']);
  });

  it('in synced mode adds go to the server and nothing is mirrored to browser storage', async () => {
    const s = sources('u1', (r) => (r.method === 'POST' ? { status: 201, body: { ...SERVER_STAMP, id: 's10' } } : serverOk(r)));
    const loaded = await loadPassport(s.sources);
    const before = new Map(storage.map);
    const added = await loaded.store.addStamp({ world: 'amerilandia', title: 'Explorer Stamp', note: 'Demo progress' });
    expect(added).toMatchObject({ ok: true, value: { id: 's10' } });
    expect(dataRequests(s.requests).at(-1)?.path).toBe('/rest/v1/passport_stamps');
    expect(storage.map).toEqual(before);
    expect(storage.getItem(BADGES_KEY)).toBeNull();
  });

  it('the stamps read failing → silent fallback to local', async () => {
    const s = sources('u1', (r) => (r.path.endsWith('passport_stamps') ? { status: 500, body: { message: 'down' } } : serverOk(r)));
    const loaded = await loadPassport(s.sources);
    expect(loaded.mode).toBe('local');
    expect(loaded.stamps).toEqual([LOCAL_STAMP]);
  });

  it('the badges read failing → silent fallback to local', async () => {
    const s = sources('u1', (r) => (r.path.endsWith('passport_badges') ? { status: 401, body: { message: 'JWT expired' } } : serverOk(r)));
    const loaded = await loadPassport(s.sources);
    expect(loaded.mode).toBe('local');
    // the local store is the one in use: an add lands in browser storage
    await loaded.store.addBadge({ code: 'first-steps', label: 'First Steps' });
    expect(storedState(storage, BADGES_KEY)).toMatchObject([{ user_id: 'local', code: 'first-steps' }]);
  });

  it('the client failing to load → local', async () => {
    const loaded = await loadPassport(sources('u1', serverOk, 'throws').sources);
    expect(loaded.mode).toBe('local');
  });
});
