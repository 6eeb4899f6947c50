// Contract: the platform services (stamps, scores) send exactly the §7 requests.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { grantStamp, registerBackendBridge, resetBackendBridge, saveScore, setRuntimeConfig, type BackendClient } from '@naturverse/platform';
import { createRecordingClient, dataRequests } from './harness';

afterEach(() => {
  resetBackendBridge();
  vi.unstubAllGlobals();
});

function useClient(userId: string | null, responder?: Parameters<typeof createRecordingClient>[0]) {
  const { client, requests } = createRecordingClient(responder);
  registerBackendBridge({
    getClient: async () => client as unknown as BackendClient,
    getUserId: () => userId,
  });
  return requests;
}

describe('Save score → insert scores', () => {
  it('sends game, value and user_id', async () => {
    const requests = useClient('u1');
    await saveScore('reaction', -245);
    const [req] = dataRequests(requests);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/scores');
    expect(req?.body).toEqual({ game: 'reaction', value: -245, user_id: 'u1' });
  });

  it('sends user_id null when anonymous', async () => {
    const requests = useClient(null);
    await saveScore('bubbles', 12);
    expect(dataRequests(requests)[0]?.body).toEqual({ game: 'bubbles', value: 12, user_id: null });
  });

  it('ignores failures silently', async () => {
    useClient('u1', () => ({ status: 500, body: { message: 'boom' } }));
    await expect(saveScore('bubbles', 1)).resolves.toBeUndefined();
  });
});

describe('Grant stamp → RPC grant_world_stamp, fallback upsert user_world_stamps', () => {
  function stubBrowser() {
    const store = new Map<string, string>();
    const target = new EventTarget();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
    });
    setRuntimeConfig({ autoStamps: 'true' });
  }

  it('calls the RPC with p_user, p_world, p_inc', async () => {
    stubBrowser();
    const requests = useClient('u1');
    grantStamp('thailandia', new Date(2026, 10, 21));
    await vi.waitFor(() => expect(dataRequests(requests)).toHaveLength(1));
    const [req] = dataRequests(requests);
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/rpc/grant_world_stamp');
    expect(req?.body).toEqual({ p_user: 'u1', p_world: 'thailandia', p_inc: 1 });
  });

  it('on RPC error upserts user_world_stamps on conflict user_id,world', async () => {
    stubBrowser();
    const now = new Date(2026, 10, 21, 10);
    const requests = useClient('u1', (r) => (r.path.includes('/rpc/') ? { status: 404, body: { message: 'no function' } } : undefined));
    grantStamp('musiclandia', now);
    await vi.waitFor(() => expect(dataRequests(requests)).toHaveLength(2));
    const upsert = dataRequests(requests)[1]!;
    expect(upsert.method).toBe('POST');
    expect(upsert.path).toBe('/rest/v1/user_world_stamps');
    expect(upsert.query.on_conflict).toBe('user_id,world');
    expect(upsert.headers['prefer']).toContain('resolution=merge-duplicates');
    expect(upsert.body).toEqual({
      user_id: 'u1',
      world: 'musiclandia',
      count: 1,
      last_granted_at: now.toISOString(),
    });
  });
});
