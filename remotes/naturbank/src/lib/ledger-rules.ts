/**
 * The token page's local ledger (spec §3 "Local ledger entry", §9): pure rules.
 * The stored ledger keeps the newest 100 entries plus the net of older ones, so
 * trimming never changes the balance.
 */
import * as v from 'valibot';
import { keepValid, parserOf, plainObject, warnDropped } from '@naturverse/platform';

export type LedgerType = 'earn' | 'grant' | 'spend';

export interface LedgerEntry {
  id: string;
  /** Milliseconds since the epoch. */
  ts: number;
  type: LedgerType;
  amount: number;
  memo: string;
}

export interface Ledger {
  version: 1;
  carried: number;
  /** Newest first. */
  entries: LedgerEntry[];
}

export const LEDGER_CAP = 100;
export const MEMO_MAX = 80;
export const EMPTY_LEDGER: Ledger = { version: 1, carried: 0, entries: [] };

/** The token page's four buttons: +5 / −5 and Earn 10 / Spend 10 (memo defaults when blank). */
export const LEDGER_ACTIONS = [
  { label: '+5', type: 'earn', amount: 5, defaultMemo: 'Quick +5' },
  { label: '−5', type: 'spend', amount: 5, defaultMemo: 'Quick −5' },
  { label: 'Earn 10', type: 'earn', amount: 10, defaultMemo: 'Earned 10' },
  { label: 'Spend 10', type: 'spend', amount: 10, defaultMemo: 'Spent 10' },
] as const satisfies readonly { label: string; type: LedgerType; amount: number; defaultMemo: string }[];

const TYPES = ['earn', 'grant', 'spend'] as const satisfies readonly LedgerType[];

const signed = (e: { type: LedgerType; amount: number }) => (e.type === 'spend' ? -e.amount : e.amount);

/** Never below 0. */
export function ledgerBalance(ledger: Ledger): number {
  const total = ledger.entries.reduce((sum, e) => sum + signed(e), ledger.carried);
  return Number.isFinite(total) && total > 0 ? total : 0;
}

/** Newest first by ts, then keep 100; the dropped entries' net moves into `carried`. */
export function withEntries(carried: number, entries: readonly LedgerEntry[]): Ledger {
  const sorted = [...entries].sort((a, b) => b.ts - a.ts);
  const dropped = sorted.slice(LEDGER_CAP).reduce((sum, e) => sum + signed(e), 0);
  return { version: 1, carried: carried + dropped, entries: sorted.slice(0, LEDGER_CAP) };
}

export function cleanMemo(memo: string, fallback: string): string {
  return memo.trim().slice(0, MEMO_MAX) || fallback;
}

export type LedgerOutcome = { ok: true; ledger: Ledger; entry: LedgerEntry } | { ok: false; message: string };

/** Add one entry; a spend that would take the balance below 0 is refused, with a clear message. */
export function addLedgerEntry(ledger: Ledger, entry: LedgerEntry): LedgerOutcome {
  const balance = ledgerBalance(ledger);
  if (entry.type === 'spend' && entry.amount > balance) {
    return {
      ok: false,
      message: `Not enough NATUR: you have ${balance} and this spend needs ${entry.amount}. Earn some first!`,
    };
  }
  return { ok: true, ledger: withEntries(ledger.carried, [entry, ...ledger.entries]), entry };
}

const entrySchema = v.pipe(
  plainObject(
    v.object({
      id: v.string(),
      // a real date (|ts| ≤ 8.64e15 ms), or showing it would throw
      ts: v.pipe(
        v.number(),
        v.check((ts) => Math.abs(ts) <= 8.64e15),
      ),
      type: v.picklist(TYPES),
      amount: v.pipe(v.number(), v.finite(), v.gtValue(0)),
      memo: v.optional(v.unknown()),
    }),
  ),
  v.transform(({ memo, ...entry }): LedgerEntry => ({ ...entry, memo: typeof memo === 'string' ? memo : '' })),
);

/** Validated read: wrong shape or version → invalid (the caller's default); bad entries dropped and logged. */
export const ledgerSchema = plainObject(
  v.pipe(
    v.object({ version: v.literal(1), carried: v.optional(v.unknown()), entries: v.array(v.unknown()) }),
    v.transform((raw): Ledger => {
      const carried = typeof raw.carried === 'number' && Number.isFinite(raw.carried) ? raw.carried : 0;
      return withEntries(
        carried,
        keepValid(entrySchema, raw.entries, (entry) => warnDropped('ledger entry', entry)),
      );
    }),
  ),
);
export const parseStoredLedger = parserOf(ledgerSchema);
