/**
 * The local demo wallet (spec §3, §9): an address of a demo prefix plus random
 * characters, and createdAt. Creating one grants 120 and seeds 4 sample ledger
 * entries; the four add up to exactly the 120 granted.
 */
import type { LedgerEntry } from './ledger-rules';

export const DEMO_PREFIX = 'demo-';
export const DEMO_ADDRESS_LENGTH = 10;
export const DEMO_GRANT = 120;
export const DEMO_WALLET_LABEL = 'Demo wallet';
const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

/** 'demo-' plus 10 base36 characters; `random` is injectable for tests. */
export function demoAddress(random: () => number = Math.random): string {
  let tail = '';
  for (let i = 0; i < DEMO_ADDRESS_LENGTH; i++) {
    tail += BASE36[Math.min(BASE36.length - 1, Math.floor(random() * BASE36.length))];
  }
  return DEMO_PREFIX + tail;
}

const SAMPLES = [
  { type: 'grant', amount: DEMO_GRANT, memo: 'Welcome grant for your demo wallet' },
  { type: 'earn', amount: 10, memo: 'Helped plant seedlings' },
  { type: 'earn', amount: 5, memo: 'Finished a nature quiz' },
  { type: 'spend', amount: 15, memo: 'Pretend bird feeder' },
] as const;

/** The 4 sample entries, oldest (the grant) first in time, one second apart, newest first in the list. */
export function sampleEntries(now: number): LedgerEntry[] {
  return SAMPLES.map((s, i) => ({ id: `seed-${now}-${i}`, ts: now - (SAMPLES.length - 1 - i) * 1000, ...s })).reverse();
}
