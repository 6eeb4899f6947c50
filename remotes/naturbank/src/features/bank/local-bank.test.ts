import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type MemoryStorage, storedState } from '@naturverse/platform/testing';
import { TRANSACTIONS_KEY, createLocalBankStore, parseStoredTransactions, resetLocalBankState } from './local-bank';
import { WALLET_KEY, parseStoredWallet } from '../../lib/local-wallet';
import type { Transaction } from './types';

let storage: MemoryStorage;
beforeEach(() => {
  storage = stubBrowserStorage();
  resetLocalBankState();
});
afterEach(() => vi.unstubAllGlobals());

const at = (iso: string) => () => new Date(iso);
const stored = (key: string) => storedState(storage, key) as unknown;
const tx = (i: number, kind: Transaction['kind'] = 'grant', amount = 1): Transaction => ({
  id: `t${i}`,
  user_id: 'local',
  wallet_address: null,
  kind,
  amount,
  note: null,
  created_at: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
});

describe('storage keys', () => {
  it('are versioned under naturverse.naturbank', () => {
    expect(WALLET_KEY).toBe('naturverse.naturbank.wallet.v1');
    expect(TRANSACTIONS_KEY).toBe('naturverse.naturbank.transactions.v1');
  });
});

describe('local bank store', () => {
  it('starts with no wallet, no transactions and 120 NATUR', async () => {
    const store = createLocalBankStore();
    await expect(store.readWallet()).resolves.toBeNull();
    await expect(store.listTransactions()).resolves.toEqual([]);
    await expect(store.readBalance()).resolves.toBe(120);
  });

  it('grants and spends change the balance, newest first, persisted across a reload', async () => {
    const store = createLocalBankStore(at('2026-11-21T10:00:00Z'));
    await store.addTransaction({ kind: 'grant', amount: 25, note: 'Daily grant', wallet_address: 'demo-x' });
    const spend = await createLocalBankStore(at('2026-11-21T10:00:05Z')).addTransaction({
      kind: 'spend',
      amount: 10,
      note: 'Shop demo',
      wallet_address: 'demo-x',
    });
    expect(spend).toMatchObject({
      ok: true,
      value: { kind: 'spend', amount: 10, note: 'Shop demo', user_id: 'local', wallet_address: 'demo-x', created_at: '2026-11-21T10:00:05.000Z' },
    });
    resetLocalBankState(); // a reload: everything comes back from storage
    const fresh = createLocalBankStore();
    expect((await fresh.listTransactions()).map((t) => t.note)).toEqual(['Shop demo', 'Daily grant']);
    await expect(fresh.readBalance()).resolves.toBe(135);
    expect(stored(TRANSACTIONS_KEY)).toMatchObject({ version: 1, carried: 0, items: [{ kind: 'spend' }, { kind: 'grant' }] });
  });

  it('refuses a spend larger than the balance (never below 0) and stores nothing', async () => {
    storage.setItem(TRANSACTIONS_KEY, JSON.stringify({ version: 1, carried: -115, items: [] }));
    const store = createLocalBankStore();
    await expect(store.readBalance()).resolves.toBe(5);
    const result = await store.addTransaction({ kind: 'spend', amount: 10, note: 'Shop demo', wallet_address: null });
    expect(result).toEqual({ ok: false, message: 'Not enough NATUR for that spend. Try a grant first, then spend again.' });
    await expect(store.listTransactions()).resolves.toEqual([]);
  });

  it('keeps the newest 200 transactions and carries the rest so the balance holds', async () => {
    const items = Array.from({ length: 200 }, (_, i) => tx(199 - i)); // newest first, 200 grants of 1
    storage.setItem(TRANSACTIONS_KEY, JSON.stringify({ version: 1, carried: 0, items }));
    const store = createLocalBankStore(at('2027-01-01T00:00:00Z'));
    await expect(store.readBalance()).resolves.toBe(320);
    await store.addTransaction({ kind: 'grant', amount: 25, note: 'Daily grant', wallet_address: null });
    const list = await store.listTransactions();
    expect(list).toHaveLength(200);
    expect(list[0]?.note).toBe('Daily grant');
    expect(list.at(-1)?.id).toBe('t1'); // t0, the oldest, fell off
    await expect(store.readBalance()).resolves.toBe(345);
    expect(stored(TRANSACTIONS_KEY)).toMatchObject({ carried: 1 });
  });

  it('saves the wallet with createdAt, keeping the first createdAt on later saves', async () => {
    await createLocalBankStore(at('2026-11-21T10:00:00Z')).saveWallet({ address: 'demo-abc', label: 'Mine' });
    await createLocalBankStore(at('2026-12-01T10:00:00Z')).saveWallet({ address: 'demo-xyz', label: null });
    expect(stored(WALLET_KEY)).toEqual({ address: 'demo-xyz', label: null, createdAt: '2026-11-21T10:00:00.000Z' });
    resetLocalBankState();
    await expect(createLocalBankStore().readWallet()).resolves.toMatchObject({ address: 'demo-xyz', label: null });
  });

  it('a full storage adds nothing, keeps no wallet, and says why (the page alerts it)', async () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    const store = createLocalBankStore();
    const added = await store.addTransaction({ kind: 'grant', amount: 25, note: 'Daily grant', wallet_address: null });
    expect(added).toEqual({ ok: false, message: expect.stringContaining('storage is full') });
    await expect(store.readBalance()).resolves.toBe(120);
    await expect(store.listTransactions()).resolves.toEqual([]);
    const saved = await store.saveWallet({ address: 'oak-7', label: null });
    expect(saved).toEqual({ ok: false, message: expect.stringContaining('storage is full') });
    await expect(store.readWallet()).resolves.toBeNull();
    expect(storage.getItem(TRANSACTIONS_KEY)).toBeNull();
  });
});

describe('validated reads', () => {
  it('corrupt or wrong-shaped storage reads as defaults, never a crash', async () => {
    for (const [wallet, txs] of [
      ['{not json', '{not json'],
      ['[1,2]', '[1,2]'],
      ['{"address":"  ","createdAt":"x"}', '{"version":2,"items":[]}'],
      ['42', '{"version":1,"items":"x"}'],
    ]) {
      storage.setItem(WALLET_KEY, wallet as string);
      storage.setItem(TRANSACTIONS_KEY, txs as string);
      resetLocalBankState();
      const store = createLocalBankStore();
      await expect(store.readWallet()).resolves.toBeNull();
      await expect(store.listTransactions()).resolves.toEqual([]);
      await expect(store.readBalance()).resolves.toBe(120);
    }
  });

  it('drops malformed transactions and keeps good ones, newest first', () => {
    const good = [tx(1), tx(5, 'spend', 3)];
    const parsed = parseStoredTransactions({
      version: 1,
      carried: 'nope',
      items: [good[0], null, { ...tx(2), kind: 'steal' }, { ...tx(3), amount: -4 }, { ...tx(4), created_at: 'never' }, good[1]],
    });
    expect(parsed).toEqual({ version: 1, carried: 0, items: [good[1], good[0]] });
  });

  it('wallet needs a non-blank address and createdAt; a blank label reads as null', () => {
    expect(parseStoredWallet({ address: 'a', createdAt: 'c' })).toEqual({ address: 'a', label: null, createdAt: 'c' });
    expect(parseStoredWallet({ address: 'a', label: ' ', createdAt: 'c' })).toEqual({ address: 'a', label: null, createdAt: 'c' });
    expect(parseStoredWallet({ address: 'a', label: 'L', createdAt: 'c' })).toEqual({ address: 'a', label: 'L', createdAt: 'c' });
    expect(parseStoredWallet({ address: 'a' })).toBeNull();
    expect(parseStoredWallet(null)).toBeNull();
  });
});
