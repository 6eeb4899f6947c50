import { describe, expect, it } from 'vitest';
import {
  DAILY_GRANT,
  EMPTY_ACTIVITY_TEXT,
  MAX_TRANSACTIONS,
  MIN_SPEND_BALANCE,
  SHOP_SPEND,
  START_BALANCE,
  canSpend,
  capNewest,
  clampBalance,
  formatSigned,
  friendlyBankError,
  localBalance,
  modeStatusText,
  netOf,
  newestFirst,
  toAmount,
  walletToSave,
} from './bank-rules';
import type { Transaction } from './types';

const tx = (kind: Transaction['kind'], amount: number, created_at = '2026-01-01T00:00:00Z', id = `${kind}${amount}`): Transaction => ({
  id,
  user_id: 'local',
  wallet_address: null,
  kind,
  amount,
  note: null,
  created_at,
});

describe('NaturBank constants (spec §9)', () => {
  it('starts at 120 NATUR, grants 25 as "Daily grant", spends 10 as "Shop demo", lists at most 200', () => {
    expect(START_BALANCE).toBe(120);
    expect(DAILY_GRANT).toEqual({ kind: 'grant', amount: 25, note: 'Daily grant' });
    expect(SHOP_SPEND).toEqual({ kind: 'spend', amount: 10, note: 'Shop demo' });
    expect(MIN_SPEND_BALANCE).toBe(10);
    expect(MAX_TRANSACTIONS).toBe(200);
    expect(EMPTY_ACTIVITY_TEXT).toBe('No activity yet. Use the grant/spend buttons to simulate flow.');
  });
});

describe('balance', () => {
  it('grants and earns add, spends subtract', () => {
    expect(netOf([tx('grant', 25), tx('earn', 5), tx('spend', 10)])).toBe(20);
  });

  it('local balance = 120 + carried + the list', () => {
    expect(localBalance(0, [])).toBe(120);
    expect(localBalance(0, [tx('grant', 25)])).toBe(145);
    expect(localBalance(-30, [tx('spend', 10)])).toBe(80);
  });

  it('is never below 0 (nor NaN)', () => {
    expect(localBalance(-500, [])).toBe(0);
    expect(clampBalance(-0.01)).toBe(0);
    expect(clampBalance(Number.NaN)).toBe(0);
    expect(clampBalance(12.345)).toBe(12.35);
  });
});

describe('Spend −10 needs a balance of at least 10', () => {
  it('is allowed at 10 and above, refused below', () => {
    expect(canSpend(10)).toBe(true);
    expect(canSpend(120)).toBe(true);
    expect(canSpend(9.99)).toBe(false);
    expect(canSpend(0)).toBe(false);
    expect(canSpend(4, 5)).toBe(false);
  });
});

describe('ordering and the 200 cap', () => {
  it('orders newest first by created_at without mutating the input', () => {
    const input = [tx('grant', 1, '2026-01-01T00:00:00Z', 'a'), tx('grant', 1, '2026-03-01T00:00:00Z', 'c'), tx('grant', 1, '2026-02-01T00:00:00Z', 'b')];
    expect(newestFirst(input).map((t) => t.id)).toEqual(['c', 'b', 'a']);
    expect(input.map((t) => t.id)).toEqual(['a', 'c', 'b']);
  });

  it('keeps the newest N and reports the net of what fell off', () => {
    const list = [tx('spend', 10, undefined, 'n'), tx('grant', 25, undefined, 'm'), tx('earn', 5, undefined, 'o')];
    expect(capNewest(list, 2)).toEqual({ kept: list.slice(0, 2), droppedNet: 5 });
    expect(capNewest(list, 200)).toEqual({ kept: list, droppedNet: 0 });
  });
});

describe('wallet save (spec §5)', () => {
  it('is ignored when the address is blank after trimming', () => {
    expect(walletToSave('', 'Mine')).toBeNull();
    expect(walletToSave('   \t ', 'Mine')).toBeNull();
  });

  it('trims the address and label; a blank label is null', () => {
    expect(walletToSave('  demo-abc  ', '  Family  ')).toEqual({ address: 'demo-abc', label: 'Family' });
    expect(walletToSave('demo-abc', '   ')).toEqual({ address: 'demo-abc', label: null });
  });
});

describe('wording and parsing', () => {
  it('formats signed amounts with a real minus sign (NATUR amounts: lib/format.test.ts)', () => {
    expect(formatSigned(tx('grant', 25))).toBe('+25');
    expect(formatSigned(tx('spend', 10))).toBe('−10');
  });

  it('reads numeric amounts sent as numbers or strings', () => {
    expect(toAmount(25)).toBe(25);
    expect(toAmount('120.00')).toBe(120);
    expect(toAmount('abc')).toBeNull();
    expect(toAmount('')).toBeNull();
    expect(toAmount(null)).toBeNull();
    expect(toAmount(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('says the mode in the spec’s words', () => {
    expect(modeStatusText('local')).toBe('Local demo mode.');
    expect(modeStatusText('synced')).toBe('Synced to your account.');
  });

  it('explains insufficient_funds (NV005) kindly and passes other messages through', () => {
    const friendly = 'Not enough NATUR for that spend. Try a grant first, then spend again.';
    expect(friendlyBankError({ code: 'NV005', message: 'insufficient_funds' })).toBe(friendly);
    expect(friendlyBankError({ message: 'insufficient_funds' })).toBe(friendly);
    expect(friendlyBankError({ code: '42501', message: 'permission denied' })).toBe('permission denied');
    expect(friendlyBankError(null)).toBe('Something went wrong, so this was not saved.');
  });
});
