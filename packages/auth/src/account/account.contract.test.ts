// Contract: the profile page's stores send exactly the spec §7 requests.
import { describe, expect, it } from 'vitest';
import { createRecordingClient } from '@naturverse/supabase/contract';
import { createSupabaseProfileStore } from './profile-store.js';
import { createSupabaseWalletStore } from './wallet-store.js';
import { createSupabaseXpStore } from './xp-store.js';

const row = {
  id: 'u1',
  display_name: 'Ada',
  email: 'ada@example.com',
  kid_safe_chat: true,
  theme: 'dark',
  newsletter: false,
  avatar_url: null,
  updated_at: '2026-01-02T03:04:05Z',
};

describe('Read profile → select profiles by id, single', () => {
  it('asks for the profile columns of one id as a single object', async () => {
    const { client, requests } = createRecordingClient(() => ({ body: row }));
    const profile = await createSupabaseProfileStore(client).read('u1');
    const [req] = requests;
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/rest/v1/profiles');
    expect(req?.query).toMatchObject({
      id: 'eq.u1',
      select: 'id,display_name,email,kid_safe_chat,theme,newsletter,avatar_url,updated_at',
    });
    expect(req?.headers['accept']).toBe('application/vnd.pgrst.object+json');
    expect(profile).toEqual(row);
  });

  it('reads "no row" as no cloud profile yet', async () => {
    const { client } = createRecordingClient(() => ({
      status: 406,
      body: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
    }));
    expect(await createSupabaseProfileStore(client).read('u1')).toBeNull();
  });

  it('throws other failures with the server message', async () => {
    const { client } = createRecordingClient(() => ({ status: 500, body: { code: 'XX000', message: 'db down' } }));
    await expect(createSupabaseProfileStore(client).read('u1')).rejects.toThrow('db down');
  });
});

describe('Save profile → upsert profiles on conflict id', () => {
  it('sends every column of the payload', async () => {
    const { client, requests } = createRecordingClient();
    await createSupabaseProfileStore(client).save(row);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/profiles');
    expect(req?.query.on_conflict).toBe('id');
    expect(req?.headers['prefer']).toContain('resolution=merge-duplicates');
    expect(req?.body).toEqual(row);
  });

  it('throws the server message', async () => {
    const { client } = createRecordingClient(() => ({ status: 403, body: { message: 'permission denied' } }));
    await expect(createSupabaseProfileStore(client).save(row)).rejects.toThrow('permission denied');
  });
});

describe('Avatar upload → storage avatars/{uid}/avatar.png, overwrite, cache 3600, public URL', () => {
  it('uploads with x-upsert and cache-control, then returns the public URL', async () => {
    const { client, requests } = createRecordingClient(() => ({ body: { Key: 'avatars/u1/avatar.png' } }));
    const file = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const url = await createSupabaseProfileStore(client, () => 42).uploadAvatar('u1', file);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/storage/v1/object/avatars/u1/avatar.png');
    expect(req?.headers['x-upsert']).toBe('true');
    expect(req?.headers['cache-control']).toBe('max-age=3600');
    expect(req?.headers['content-type']).toBe('image/png');
    expect(req?.body).toEqual({ bytes: 4 });
    expect(url).toBe('http://supabase.test/storage/v1/object/public/avatars/u1/avatar.png?v=42');
  });

  it('throws the storage message', async () => {
    const { client } = createRecordingClient(() => ({
      status: 400,
      body: { statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' },
    }));
    const file = new Blob(['x'], { type: 'image/png' });
    await expect(createSupabaseProfileStore(client).uploadAvatar('u1', file)).rejects.toThrow('maximum allowed size');
  });
});

describe('Wallet balance → select v_my_wallet, single', () => {
  it('reads the balance of the one row', async () => {
    const { client, requests } = createRecordingClient(() => ({ body: { balance: 17 } }));
    expect(await createSupabaseWalletStore(client).balance()).toBe(17);
    const [req] = requests;
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/rest/v1/v_my_wallet');
    expect(req?.query.select).toBe('balance');
    expect(req?.headers['accept']).toBe('application/vnd.pgrst.object+json');
  });

  it('is 0 when there is no wallet row', async () => {
    const { client } = createRecordingClient(() => ({ status: 406, body: { code: 'PGRST116', message: 'no rows' } }));
    expect(await createSupabaseWalletStore(client).balance()).toBe(0);
  });
});

describe('Earn or spend → RPC earn_spend_natur', () => {
  it('sends p_kind, p_amount and p_meta with the reason', async () => {
    const { client, requests } = createRecordingClient();
    const wallet = createSupabaseWalletStore(client);
    await wallet.earnSpend('earn', 5, 'Profile demo earn');
    await wallet.earnSpend('spend', 2, 'Profile demo spend');
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/rest/v1/rpc/earn_spend_natur', { p_kind: 'earn', p_amount: 5, p_meta: { reason: 'Profile demo earn' } }],
      ['POST', '/rest/v1/rpc/earn_spend_natur', { p_kind: 'spend', p_amount: 2, p_meta: { reason: 'Profile demo spend' } }],
    ]);
  });

  it('throws the server message (e.g. not enough NATUR)', async () => {
    const { client } = createRecordingClient(() => ({ status: 400, body: { message: 'insufficient balance' } }));
    await expect(createSupabaseWalletStore(client).earnSpend('spend', 2, 'x')).rejects.toThrow('insufficient balance');
  });
});

describe('XP → select xp_ledger delta for the user; insert xp_ledger', () => {
  it('sums the deltas of the user', async () => {
    const { client, requests } = createRecordingClient(() => ({ body: [{ delta: 10 }, { delta: 5 }, { delta: 'x' }] }));
    expect(await createSupabaseXpStore(client).total('u1')).toBe(15);
    const [req] = requests;
    expect(req?.method).toBe('GET');
    expect(req?.path).toBe('/rest/v1/xp_ledger');
    expect(req?.query).toEqual({ select: 'delta', user_id: 'eq.u1' });
  });

  it('inserts user_id, delta and source manual', async () => {
    const { client, requests } = createRecordingClient();
    await createSupabaseXpStore(client).add('u1', 10);
    const [req] = requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/rest/v1/xp_ledger');
    expect(req?.body).toEqual({ user_id: 'u1', delta: 10, source: 'manual' });
  });
});
