// Contract: the passport's Supabase store sends exactly the four spec §7 requests.
import { describe, expect, it, vi } from 'vitest';
import type { BackendClient } from '@naturverse/platform';
import { createRecordingClient, dataRequests, type Responder } from '@naturverse/supabase/contract';
import { createSupabasePassportStore } from './supabase-store';

function storeFor(userId: string, responder?: Responder) {
  const { client, requests } = createRecordingClient(responder);
  return { store: createSupabasePassportStore(client as unknown as BackendClient, userId), requests };
}

const STAMP_ROW = {
  id: 's1',
  user_id: 'u1',
  world: 'chilandia',
  title: 'Explorer Stamp',
  note: 'Demo progress',
  created_at: '2026-11-21T10:00:00Z',
};
const BADGE_ROW = { id: 'b1', user_id: 'u1', code: 'first-steps', label: 'First Steps', created_at: '2026-11-21T10:00:00Z' };
const failing: Responder = () => ({ status: 403, body: { message: 'new row violates row-level security policy', code: '42501' } });

describe('Read stamps → select passport_stamps', () => {
  it('selects the six columns for the user, newest first', async () => {
    const { store, requests } = storeFor('u1', () => ({ body: [STAMP_ROW] }));
    await expect(store.listStamps()).resolves.toEqual([STAMP_ROW]);
    const [req, ...rest] = dataRequests(requests);
    expect(rest).toEqual([]);
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/rest/v1/passport_stamps');
    expect(req?.query).toEqual({
      select: 'id,user_id,world,title,note,created_at',
      user_id: 'eq.u1',
      order: 'created_at.desc',
    });
    expect(req?.body).toBeNull();
  });

  it('rejects when the server refuses, so the page falls back to local mode', async () => {
    const { store } = storeFor('u1', failing);
    await expect(store.listStamps()).rejects.toThrow('row-level security');
  });
});

describe('Add stamp → insert passport_stamps returning the row', () => {
  it('posts user_id, world, title, note and asks for the row back', async () => {
    const { store, requests } = storeFor('u1', () => ({ status: 201, body: STAMP_ROW }));
    const result = await store.addStamp({ world: 'chilandia', title: 'Explorer Stamp', note: 'Demo progress' });
    expect(result).toEqual({ ok: true, value: STAMP_ROW });
    const [req, ...rest] = dataRequests(requests);
    expect(rest).toEqual([]);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/passport_stamps');
    expect(req?.query).toEqual({ select: 'id,user_id,world,title,note,created_at' });
    expect(req?.headers['prefer']).toContain('return=representation');
    expect(req?.headers['accept']).toContain('vnd.pgrst.object');
    expect(req?.body).toEqual({ user_id: 'u1', world: 'chilandia', title: 'Explorer Stamp', note: 'Demo progress' });
  });

  it('on failure gives the server message and no row', async () => {
    const { store } = storeFor('u1', failing);
    const result = await store.addStamp({ world: 'chilandia', title: 'Explorer Stamp', note: 'Demo progress' });
    expect(result).toEqual({ ok: false, message: 'new row violates row-level security policy' });
  });
});

describe('Read badges → select passport_badges', () => {
  it('selects the five columns for the user, newest first', async () => {
    const { store, requests } = storeFor('user-42', () => ({ body: [BADGE_ROW] }));
    await expect(store.listBadges()).resolves.toEqual([BADGE_ROW]);
    const [req, ...rest] = dataRequests(requests);
    expect(rest).toEqual([]);
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/rest/v1/passport_badges');
    expect(req?.query).toEqual({
      select: 'id,user_id,code,label,created_at',
      user_id: 'eq.user-42',
      order: 'created_at.desc',
    });
  });

  it('rejects when the server refuses', async () => {
    const { store } = storeFor('u1', () => ({ status: 500, body: { message: 'boom' } }));
    await expect(store.listBadges()).rejects.toThrow('boom');
  });
});

describe('Add badge → insert passport_badges', () => {
  it('posts user_id, code, label and returns the row for the UI', async () => {
    const { store, requests } = storeFor('u1', () => ({ status: 201, body: BADGE_ROW }));
    const result = await store.addBadge({ code: 'first-steps', label: 'First Steps' });
    expect(result).toEqual({ ok: true, value: BADGE_ROW });
    const [req, ...rest] = dataRequests(requests);
    expect(rest).toEqual([]);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/passport_badges');
    expect(req?.query).toEqual({ select: 'id,user_id,code,label,created_at' });
    expect(req?.headers['prefer']).toContain('return=representation');
    expect(req?.body).toEqual({ user_id: 'u1', code: 'first-steps', label: 'First Steps' });
  });

  it('on failure gives the server message and no row', async () => {
    const { store } = storeFor('u1', () => ({ status: 409, body: { message: 'duplicate key value', code: '23505' } }));
    await expect(store.addBadge({ code: 'first-steps', label: 'First Steps' })).resolves.toEqual({
      ok: false,
      message: 'duplicate key value',
    });
  });
});

describe('Server rows are validated before the page trusts them', () => {
  it('a malformed stamp row is dropped and logged, the good ones kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = { id: 's2', user_id: 'u1', world: 'chilandia', title: null, note: null, created_at: '2026-11-21T09:00:00Z' };
    const { store } = storeFor('u1', () => ({ body: [STAMP_ROW, broken] }));
    await expect(store.listStamps()).resolves.toEqual([STAMP_ROW]);
    expect(warn).toHaveBeenCalledWith('[passport] dropped a malformed stamp row from the server', broken);
    warn.mockRestore();
  });

  it('an added row that comes back malformed is not shown as an empty item', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = storeFor('u1', () => ({ body: { id: 'b9' } }));
    const result = await store.addBadge({ code: 'first-steps', label: 'First Steps' });
    expect(result.ok).toBe(false);
    expect(warn).toHaveBeenCalledWith('[passport] dropped a malformed badge row from the server', { id: 'b9' });
    warn.mockRestore();
  });
});
