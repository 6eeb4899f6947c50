// Contract: the bank's Supabase store sends exactly the spec §7 wallet requests.
import { describe, expect, it } from 'vitest';
import type { BackendClient } from '@naturverse/platform';
import { createRecordingClient, dataRequests, type Responder } from '@naturverse/supabase/contract';
import { createSupabaseBankStore } from './supabase-bank';

function storeFor(userId: string, responder?: Responder) {
  const { client, requests } = createRecordingClient(responder);
  return { store: createSupabaseBankStore(client as unknown as BackendClient, userId), requests };
}

const only = (requests: Parameters<typeof dataRequests>[0]) => {
  const data = dataRequests(requests);
  expect(data).toHaveLength(1);
  return data[0]!;
};

const TX_ROW = {
  id: 't1',
  user_id: 'u1',
  wallet_address: 'demo-abc',
  kind: 'grant',
  amount: 25,
  note: 'Daily grant',
  created_at: '2026-11-21T10:00:00Z',
};
const rls: Responder = () => ({ status: 403, body: { message: 'new row violates row-level security policy', code: '42501' } });

describe('Read wallet → select natur_wallets (address, label), user_id, limit 1, maybe-single', () => {
  it('sends the one GET and returns the wallet', async () => {
    const { store, requests } = storeFor('u1', () => ({ body: [{ address: 'demo-abc', label: 'Mine' }] }));
    await expect(store.readWallet()).resolves.toEqual({ address: 'demo-abc', label: 'Mine' });
    const req = only(requests);
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/rest/v1/natur_wallets');
    expect(req.query).toEqual({ select: 'address,label', user_id: 'eq.u1', limit: '1' });
    // maybeSingle on a read asks for a plain list (zero rows is not an error) and unwraps it
    expect(req.headers['accept'] ?? '').not.toContain('vnd.pgrst.object');
    expect(req.body).toBeNull();
  });

  it('no wallet row yet → null', async () => {
    const { store } = storeFor('u1', () => ({ body: [] }));
    await expect(store.readWallet()).resolves.toBeNull();
  });

  it('rejects when the server refuses, so the page falls back to local mode', async () => {
    const { store } = storeFor('u1', () => ({ status: 500, body: { message: 'db down' } }));
    await expect(store.readWallet()).rejects.toThrow('db down');
  });
});

describe('Save wallet → upsert natur_wallets on_conflict=user_id', () => {
  it('posts user_id, address, label with merge-duplicates', async () => {
    const { store, requests } = storeFor('u1', () => ({ status: 201, body: null }));
    await expect(store.saveWallet({ address: 'demo-abc', label: 'Mine' })).resolves.toEqual({
      ok: true,
      value: { address: 'demo-abc', label: 'Mine' },
    });
    const req = only(requests);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/rest/v1/natur_wallets');
    expect(req.query).toEqual({ on_conflict: 'user_id' });
    expect(req.headers['prefer']).toContain('resolution=merge-duplicates');
    expect(req.body).toEqual({ user_id: 'u1', address: 'demo-abc', label: 'Mine' });
  });

  it('sends label null when there is none', async () => {
    const { store, requests } = storeFor('u7');
    await store.saveWallet({ address: 'addr-1', label: null });
    expect(only(requests).body).toEqual({ user_id: 'u7', address: 'addr-1', label: null });
  });

  it('a refusal gives the server message (for the alert)', async () => {
    const { store } = storeFor('u1', rls);
    await expect(store.saveWallet({ address: 'a', label: null })).resolves.toEqual({
      ok: false,
      message: 'new row violates row-level security policy',
    });
  });
});

describe('List transactions → select natur_transactions, user, newest first, limit 200', () => {
  it('selects the seven columns with the filter, order and limit', async () => {
    const { store, requests } = storeFor('u1', () => ({ body: [TX_ROW, { ...TX_ROW, id: 't0', amount: '10.50', kind: 'spend' }] }));
    const rows = await store.listTransactions();
    expect(rows).toEqual([TX_ROW, { ...TX_ROW, id: 't0', amount: 10.5, kind: 'spend' }]);
    const req = only(requests);
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/rest/v1/natur_transactions');
    expect(req.query).toEqual({
      select: 'id,user_id,wallet_address,kind,amount,note,created_at',
      user_id: 'eq.u1',
      order: 'created_at.desc',
      limit: '200',
    });
  });

  it('never keeps more than 200 rows', async () => {
    const many = Array.from({ length: 230 }, (_, i) => ({ ...TX_ROW, id: `t${i}` }));
    const { store } = storeFor('u1', () => ({ body: many }));
    await expect(store.listTransactions()).resolves.toHaveLength(200);
  });

  it('rejects when the server refuses', async () => {
    const { store } = storeFor('u1', () => ({ status: 401, body: { message: 'JWT expired' } }));
    await expect(store.listTransactions()).rejects.toThrow('JWT expired');
  });
});

describe('Add transaction → insert natur_transactions, then read the row back', () => {
  it('posts user_id, wallet_address, kind, amount, note and asks for the single row', async () => {
    const { store, requests } = storeFor('u1', () => ({ status: 201, body: TX_ROW }));
    const result = await store.addTransaction({ wallet_address: 'demo-abc', kind: 'grant', amount: 25, note: 'Daily grant' });
    expect(result).toEqual({ ok: true, value: TX_ROW });
    const req = only(requests);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/rest/v1/natur_transactions');
    expect(req.query).toEqual({ select: '*' });
    expect(req.headers['prefer']).toContain('return=representation');
    expect(req.headers['accept']).toContain('vnd.pgrst.object');
    expect(req.body).toEqual({ user_id: 'u1', wallet_address: 'demo-abc', kind: 'grant', amount: 25, note: 'Daily grant' });
  });

  it('NV005 insufficient_funds becomes a friendly message', async () => {
    const { store } = storeFor('u1', () => ({
      status: 400,
      body: { code: 'NV005', message: 'insufficient_funds', details: 'balance 5 is less than the spend of 10' },
    }));
    const result = await store.addTransaction({ wallet_address: null, kind: 'spend', amount: 10, note: 'Shop demo' });
    expect(result).toEqual({ ok: false, message: 'Not enough NATUR for that spend. Try a grant first, then spend again.' });
  });

  it('other failures give the server message', async () => {
    const { store } = storeFor('u1', rls);
    const result = await store.addTransaction({ wallet_address: null, kind: 'grant', amount: 25, note: 'Daily grant' });
    expect(result).toEqual({ ok: false, message: 'new row violates row-level security policy' });
  });
});

describe('Read wallet balance → select view v_my_wallet, single row', () => {
  it('reads balance from the one row', async () => {
    const { store, requests } = storeFor('u1', () => ({ body: { balance: '145.00' } }));
    await expect(store.readBalance()).resolves.toBe(145);
    const req = only(requests);
    expect(req.method).toBe('GET');
    expect(req.path).toBe('/rest/v1/v_my_wallet');
    expect(req.query).toEqual({ select: 'balance' });
    expect(req.headers['accept']).toContain('vnd.pgrst.object');
  });

  it('a missing or negative balance reads as 0; a failure rejects', async () => {
    await expect(storeFor('u1', () => ({ body: {} })).store.readBalance()).resolves.toBe(0);
    await expect(storeFor('u1', () => ({ body: { balance: -3 } })).store.readBalance()).resolves.toBe(0);
    await expect(storeFor('u1', () => ({ status: 500, body: { message: 'boom' } })).store.readBalance()).rejects.toThrow('boom');
  });
});
