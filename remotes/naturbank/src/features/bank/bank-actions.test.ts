import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendClient } from '@naturverse/platform';
import { createRecordingClient, dataRequests, type Responder } from '@naturverse/supabase/contract';
import { stubBrowserStorage } from '@naturverse/platform/testing';
import { addBankTransaction, saveBankWallet } from './bank-actions';
import { DAILY_GRANT, SHOP_SPEND } from './bank-rules';
import type { LoadedBank } from './bank-mode';
import { createLocalBankStore, resetLocalBankState } from './local-bank';
import { createSupabaseBankStore } from './supabase-bank';

beforeEach(() => {
  stubBrowserStorage();
  resetLocalBankState();
});
afterEach(() => vi.unstubAllGlobals());

const ROW = { id: 'r1', user_id: 'u1', wallet_address: 'addr', kind: 'grant', amount: 25, note: 'Daily grant', created_at: '2026-02-01T00:00:00Z' };

function synced(responder: Responder, balance = 30): { loaded: LoadedBank; requests: ReturnType<typeof createRecordingClient>['requests'] } {
  const { client, requests } = createRecordingClient(responder);
  const store = createSupabaseBankStore(client as unknown as BackendClient, 'u1');
  return { loaded: { mode: 'synced', store, wallet: { address: 'addr', label: null }, transactions: [], balance }, requests };
}

describe('add a transaction (synced)', () => {
  it('inserts with the wallet address, prepends the row and reloads the balance from v_my_wallet', async () => {
    const alert = vi.fn();
    const { loaded, requests } = synced((r) => (r.method === 'POST' ? { status: 201, body: ROW } : { body: { balance: 55 } }));
    const next = await addBankTransaction(loaded, DAILY_GRANT, alert);
    expect(next?.transactions).toEqual([ROW]);
    expect(next?.balance).toBe(55);
    expect(dataRequests(requests).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /rest/v1/natur_transactions', 'GET /rest/v1/v_my_wallet']);
    expect(dataRequests(requests)[0]?.body).toEqual({ user_id: 'u1', wallet_address: 'addr', kind: 'grant', amount: 25, note: 'Daily grant' });
    expect(alert).not.toHaveBeenCalled();
  });

  it('an insert error alerts the message and changes nothing', async () => {
    const alert = vi.fn();
    const { loaded, requests } = synced(() => ({ status: 403, body: { message: 'permission denied for table natur_transactions', code: '42501' } }));
    await expect(addBankTransaction(loaded, DAILY_GRANT, alert)).resolves.toBeNull();
    expect(alert).toHaveBeenCalledWith('permission denied for table natur_transactions');
    expect(dataRequests(requests)).toHaveLength(1); // no balance reload after a failed insert
  });

  it('NV005 (a spend that would overdraw) alerts the friendly message', async () => {
    const alert = vi.fn();
    const { loaded } = synced(() => ({ status: 400, body: { code: 'NV005', message: 'insufficient_funds' } }));
    await expect(addBankTransaction(loaded, SHOP_SPEND, alert)).resolves.toBeNull();
    expect(alert).toHaveBeenCalledWith('Not enough NATUR for that spend. Try a grant first, then spend again.');
  });

  it('if only the balance reload fails, the arithmetic balance is shown', async () => {
    const { loaded } = synced((r) => (r.method === 'POST' ? { status: 201, body: ROW } : { status: 500, body: { message: 'x' } }), 30);
    const next = await addBankTransaction(loaded, DAILY_GRANT, vi.fn());
    expect(next?.balance).toBe(55);
  });

  it('the list stays at most 200 long', async () => {
    const { loaded } = synced((r) => (r.method === 'POST' ? { status: 201, body: ROW } : { body: { balance: 1 } }));
    const full = { ...loaded, transactions: Array.from({ length: 200 }, (_, i) => ({ ...ROW, id: `o${i}`, kind: 'earn' as const })) };
    const next = await addBankTransaction(full, DAILY_GRANT, vi.fn());
    expect(next?.transactions).toHaveLength(200);
    expect(next?.transactions[0]?.id).toBe('r1');
  });
});

describe('save the wallet', () => {
  it('a blank address (after trimming) is ignored: no request, no alert', async () => {
    const alert = vi.fn();
    const { loaded, requests } = synced(() => undefined);
    await expect(saveBankWallet(loaded, { address: '   ', label: 'x' }, alert)).resolves.toBeNull();
    expect(requests).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('upserts the trimmed wallet and shows it', async () => {
    const { loaded, requests } = synced(() => ({ status: 201 }));
    const next = await saveBankWallet(loaded, { address: '  addr-9 ', label: '  ' }, vi.fn());
    expect(next?.wallet).toEqual({ address: 'addr-9', label: null });
    expect(dataRequests(requests)[0]?.body).toEqual({ user_id: 'u1', address: 'addr-9', label: null });
  });

  it('an upsert error alerts the message', async () => {
    const alert = vi.fn();
    const { loaded } = synced(() => ({ status: 400, body: { message: 'value too long for type character varying(128)' } }));
    await expect(saveBankWallet(loaded, { address: 'a', label: '' }, alert)).resolves.toBeNull();
    expect(alert).toHaveBeenCalledWith('value too long for type character varying(128)');
  });
});

describe('local mode actions', () => {
  async function local(): Promise<LoadedBank> {
    const store = createLocalBankStore();
    return { mode: 'local', store, wallet: null, transactions: [], balance: await store.readBalance() };
  }

  it('Grant +25 then Spend −10 from 120 → 145 → 135, newest first', async () => {
    const alert = vi.fn();
    const a = await addBankTransaction(await local(), DAILY_GRANT, alert);
    const b = a && (await addBankTransaction(a, SHOP_SPEND, alert));
    expect(a?.balance).toBe(145);
    expect(b?.balance).toBe(135);
    expect(b?.transactions.map((t) => t.note)).toEqual(['Shop demo', 'Daily grant']);
    expect(alert).not.toHaveBeenCalled();
  });

  it('a local spend below 10 is refused with the friendly alert', async () => {
    let loaded: LoadedBank | null = await local();
    for (let i = 0; i < 12; i++) loaded = loaded && (await addBankTransaction(loaded, SHOP_SPEND, vi.fn()));
    expect(loaded?.balance).toBe(0);
    const alert = vi.fn();
    await expect(addBankTransaction(loaded as LoadedBank, SHOP_SPEND, alert)).resolves.toBeNull();
    expect(alert).toHaveBeenCalledWith('Not enough NATUR for that spend. Try a grant first, then spend again.');
  });
});
