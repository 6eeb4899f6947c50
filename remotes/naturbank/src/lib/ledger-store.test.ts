import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type MemoryStorage, storedState } from '@naturverse/platform/testing';
import { WALLET_KEY, resetLocalWallet } from './local-wallet';
import { LEDGER_KEY, createDemoWallet, ledgerState, recordLedgerEntry, resetLedgerState } from './ledger-store';
import { ledgerBalance } from './ledger-rules';

let storage: MemoryStorage;
beforeEach(() => {
  storage = stubBrowserStorage();
  resetLocalWallet();
  resetLedgerState();
});
afterEach(() => vi.unstubAllGlobals());

const reload = () => {
  resetLocalWallet();
  resetLedgerState();
};
const NOW = new Date('2026-11-21T10:00:00Z');

describe('the ledger key', () => {
  it('is versioned', () => expect(LEDGER_KEY).toBe('naturverse.naturbank.ledger.v1'));
});

describe('createDemoWallet', () => {
  it('stores a demo- wallet with createdAt, grants 120 and seeds 4 entries; survives a reload', () => {
    const wallet = createDemoWallet(NOW, () => 0.5);
    expect(wallet).toEqual({ address: 'demo-iiiiiiiiii', label: 'Demo wallet', createdAt: '2026-11-21T10:00:00.000Z' });
    reload();
    expect(storedState(storage, WALLET_KEY)).toEqual(wallet);
    const ledger = ledgerState().get();
    expect(ledger.entries).toHaveLength(4);
    expect(ledger.entries.at(-1)).toMatchObject({ type: 'grant', amount: 120 });
    expect(ledgerBalance(ledger)).toBe(120);
  });

  it('does nothing when a wallet already exists', () => {
    createDemoWallet(NOW, () => 0.1);
    expect(createDemoWallet(NOW, () => 0.9)).toBeNull();
    expect(ledgerState().get().entries).toHaveLength(4);
  });
});

describe('recordLedgerEntry', () => {
  it('adds entries with the memo, newest first, persisted', () => {
    createDemoWallet(NOW);
    expect(recordLedgerEntry({ type: 'earn', amount: 10, memo: 'Watered plants' }, new Date('2026-11-21T11:00:00Z'))).toEqual({ ok: true });
    expect(recordLedgerEntry({ type: 'spend', amount: 5, memo: 'Sticker' }, new Date('2026-11-21T12:00:00Z'))).toEqual({ ok: true });
    reload();
    const ledger = ledgerState().get();
    expect(ledger.entries.slice(0, 2).map((e) => `${e.type} ${e.amount} ${e.memo}`)).toEqual(['spend 5 Sticker', 'earn 10 Watered plants']);
    expect(ledgerBalance(ledger)).toBe(125);
  });

  it('refuses an overdrawing spend and stores nothing', () => {
    const outcome = recordLedgerEntry({ type: 'spend', amount: 5, memo: 'x' }, NOW);
    expect(outcome).toEqual({ ok: false, message: 'Not enough NATUR: you have 0 and this spend needs 5. Earn some first!' });
    expect(storage.getItem(LEDGER_KEY)).toBeNull();
  });

  it('corrupt ledger storage reads as an empty ledger', () => {
    storage.setItem(LEDGER_KEY, '{"version":1,"entries":"nope"}');
    expect(ledgerState().get()).toEqual({ version: 1, carried: 0, entries: [] });
  });

  it('a full storage records nothing and reports it', () => {
    const failures: unknown[] = [];
    ledgerState((r) => failures.push(r));
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    });
    expect(recordLedgerEntry({ type: 'earn', amount: 5, memo: 'm' }, NOW)).toEqual({ ok: false, notSaved: true });
    expect(ledgerBalance(ledgerState().get())).toBe(0);
    expect(failures).toEqual([{ ok: false, reason: 'quota' }]);
  });
});
