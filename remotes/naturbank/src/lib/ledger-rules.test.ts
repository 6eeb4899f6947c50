import { describe, expect, it } from 'vitest';
import {
  EMPTY_LEDGER,
  LEDGER_ACTIONS,
  LEDGER_CAP,
  addLedgerEntry,
  cleanMemo,
  ledgerBalance,
  parseStoredLedger,
  withEntries,
  type LedgerEntry,
} from './ledger-rules';
import { DEMO_ADDRESS_LENGTH, DEMO_GRANT, DEMO_PREFIX, demoAddress, sampleEntries } from './demo-wallet';

const entry = (ts: number, type: LedgerEntry['type'], amount: number, memo = 'm'): LedgerEntry => ({ id: `e${ts}`, ts, type, amount, memo });

describe('ledger constants', () => {
  it('keeps 100 entries; buttons +5, −5, Earn 10, Spend 10', () => {
    expect(LEDGER_CAP).toBe(100);
    expect(LEDGER_ACTIONS.map((a) => `${a.label}:${a.type}:${a.amount}`)).toEqual(['+5:earn:5', '−5:spend:5', 'Earn 10:earn:10', 'Spend 10:spend:10']);
  });
});

describe('ledger balance and adds', () => {
  it('earn and grant add, spend subtracts, carried counts', () => {
    const ledger = withEntries(7, [entry(1, 'grant', 120), entry(2, 'earn', 5), entry(3, 'spend', 10)]);
    expect(ledgerBalance(ledger)).toBe(122);
    expect(ledgerBalance(EMPTY_LEDGER)).toBe(0);
  });

  it('adds newest first', () => {
    const one = addLedgerEntry(EMPTY_LEDGER, entry(1, 'earn', 5));
    if (!one.ok) throw new Error('refused');
    const two = addLedgerEntry(one.ledger, entry(2, 'earn', 10));
    if (!two.ok) throw new Error('refused');
    expect(two.ledger.entries.map((e) => e.ts)).toEqual([2, 1]);
  });

  it('refuses a spend that would take the balance below 0, with a clear message', () => {
    const ledger = withEntries(0, [entry(1, 'earn', 3)]);
    const outcome = addLedgerEntry(ledger, entry(2, 'spend', 5));
    expect(outcome).toEqual({ ok: false, message: 'Not enough NATUR: you have 3 and this spend needs 5. Earn some first!' });
    const exact = addLedgerEntry(ledger, entry(3, 'spend', 3));
    expect(exact.ok && ledgerBalance(exact.ledger)).toBe(0);
  });

  it('keeps the newest 100; the trimmed entries’ net is carried so the balance does not jump', () => {
    const entries = Array.from({ length: 100 }, (_, i) => entry(i + 1, 'earn', 1));
    const full = withEntries(0, entries);
    expect(ledgerBalance(full)).toBe(100);
    const outcome = addLedgerEntry(full, entry(1000, 'earn', 5));
    if (!outcome.ok) throw new Error('refused');
    expect(outcome.ledger.entries).toHaveLength(100);
    expect(outcome.ledger.entries[0]?.ts).toBe(1000);
    expect(outcome.ledger.entries.at(-1)?.ts).toBe(2); // ts 1 was the oldest and fell off
    expect(outcome.ledger.carried).toBe(1);
    expect(ledgerBalance(outcome.ledger)).toBe(105);
  });

  it('memo is trimmed, capped at 80, and falls back when blank', () => {
    expect(cleanMemo('  seeds  ', 'Quick +5')).toBe('seeds');
    expect(cleanMemo('   ', 'Quick +5')).toBe('Quick +5');
    expect(cleanMemo('x'.repeat(200), 'd')).toHaveLength(80);
  });
});

describe('parseStoredLedger', () => {
  it('rejects wrong shapes and versions', () => {
    for (const raw of [null, 5, 'x', [], { version: 2, entries: [] }, { version: 1 }, { version: 1, entries: {} }]) {
      expect(parseStoredLedger(raw)).toBeNull();
    }
  });

  it('drops bad entries, keeps good ones newest first, and caps at 100', () => {
    const good = entry(5, 'earn', 5);
    const parsed = parseStoredLedger({
      version: 1,
      carried: 'x',
      entries: [
        entry(1, 'spend', 2),
        null,
        { id: 'a', ts: 3, type: 'steal', amount: 1 },
        { ...good },
        { id: 'b', ts: 4, type: 'earn', amount: -1 },
        { id: 'c', ts: 1e20, type: 'earn', amount: 1 },
      ],
    });
    expect(parsed).toEqual({ version: 1, carried: 0, entries: [good, entry(1, 'spend', 2)] });
    const many = parseStoredLedger({ version: 1, carried: 0, entries: Array.from({ length: 130 }, (_, i) => entry(i, 'earn', 1)) });
    expect(many?.entries).toHaveLength(100);
    expect(many && ledgerBalance(many)).toBe(130);
  });
});

describe('the demo wallet', () => {
  it('address = "demo-" plus 10 base36 characters from the injected random', () => {
    expect(DEMO_PREFIX).toBe('demo-');
    expect(DEMO_ADDRESS_LENGTH).toBe(10);
    expect(demoAddress(() => 0)).toBe('demo-0000000000');
    expect(demoAddress(() => 0.999999)).toBe('demo-zzzzzzzzzz');
    const seq = [0.1, 0.5, 0.99];
    let i = 0;
    expect(demoAddress(() => seq[i++ % 3] as number)).toBe('demo-3iz3iz3iz3');
    expect(demoAddress()).toMatch(/^demo-[0-9a-z]{10}$/);
  });

  it('seeds 4 sample entries, the oldest a 120 grant, adding up to exactly 120', () => {
    const seeds = sampleEntries(1_000_000);
    expect(DEMO_GRANT).toBe(120);
    expect(seeds).toHaveLength(4);
    expect(seeds.at(-1)).toMatchObject({ type: 'grant', amount: 120 });
    expect(seeds.map((s) => s.ts)).toEqual([1_000_000, 999_000, 998_000, 997_000]);
    expect(new Set(seeds.map((s) => s.id)).size).toBe(4);
    expect(ledgerBalance(withEntries(0, seeds))).toBe(120);
  });
});
