import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendBridge, BackendClient } from '@naturverse/platform';
import { createRecordingClient, dataRequests, type Responder } from '@naturverse/supabase/contract';
import { stubBrowserStorage, type MemoryStorage } from '@naturverse/platform/testing';
import { loadBank } from './bank-mode';
import { WALLET_KEY } from '../../lib/local-wallet';
import { TRANSACTIONS_KEY, createLocalBankStore, resetLocalBankState } from './local-bank';
import { createSupabaseBankStore } from './supabase-bank';

let storage: MemoryStorage;
const LOCAL_WALLET = { address: 'demo-local00000', label: 'Demo wallet', createdAt: '2026-01-01T00:00:00Z' };
const SERVER_TX = { id: 's1', user_id: 'u1', wallet_address: 'addr', kind: 'grant', amount: 25, note: 'Daily grant', created_at: '2026-02-01T00:00:00Z' };

beforeEach(() => {
  storage = stubBrowserStorage();
  storage.setItem(WALLET_KEY, JSON.stringify(LOCAL_WALLET));
  resetLocalBankState();
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
  return { requests: recording.requests, getClient, sources: { bridge, local: () => createLocalBankStore(), remote: createSupabaseBankStore } };
}

const serverOk: Responder = (r) => {
  if (r.path.endsWith('natur_wallets')) return { body: [{ address: 'addr', label: null }] };
  if (r.path.endsWith('v_my_wallet')) return { body: { balance: 25 } };
  return { body: [SERVER_TX] };
};
const failing =
  (table: string): Responder =>
  (r) =>
    r.path.endsWith(table) ? { status: 500, body: { message: 'down' } } : serverOk(r);

describe('bank mode', () => {
  it('signed out → local demo mode with the stored wallet and 120, no server call', async () => {
    const s = sources(null, serverOk);
    const loaded = await loadBank(s.sources);
    expect(loaded).toMatchObject({ mode: 'local', wallet: { address: LOCAL_WALLET.address }, transactions: [], balance: 120 });
    expect(s.getClient).not.toHaveBeenCalled();
    expect(s.requests).toEqual([]);
  });

  it('a user but no client (demo configuration) → local', async () => {
    expect((await loadBank(sources('u1', serverOk, 'none').sources)).mode).toBe('local');
  });

  it('the client failing to load → local', async () => {
    expect((await loadBank(sources('u1', serverOk, 'throws').sources)).mode).toBe('local');
  });

  it('signed in and the three reads work → synced with the server wallet, rows and balance', async () => {
    const s = sources('u1', serverOk);
    const loaded = await loadBank(s.sources);
    expect(loaded).toMatchObject({ mode: 'synced', wallet: { address: 'addr', label: null }, transactions: [SERVER_TX], balance: 25 });
    expect(
      dataRequests(s.requests)
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    ).toEqual(['GET /rest/v1/natur_transactions', 'GET /rest/v1/natur_wallets', 'GET /rest/v1/v_my_wallet']);
  });

  for (const table of ['natur_wallets', 'natur_transactions', 'v_my_wallet']) {
    it(`a failing ${table} read → silent fallback to local demo mode`, async () => {
      const loaded = await loadBank(sources('u1', failing(table)).sources);
      expect(loaded.mode).toBe('local');
      expect(loaded.wallet?.address).toBe(LOCAL_WALLET.address);
      expect(loaded.balance).toBe(120);
    });
  }

  it('in synced mode writes go to the server and nothing lands in browser storage', async () => {
    const s = sources('u1', (r) => (r.method === 'POST' ? { status: 201, body: { ...SERVER_TX, id: 's2' } } : serverOk(r)));
    const loaded = await loadBank(s.sources);
    const before = new Map(storage.map);
    await loaded.store.addTransaction({ kind: 'grant', amount: 25, note: 'Daily grant', wallet_address: 'addr' });
    await loaded.store.saveWallet({ address: 'addr2', label: null });
    expect(storage.map).toEqual(before);
    expect(storage.getItem(TRANSACTIONS_KEY)).toBeNull();
  });
});
