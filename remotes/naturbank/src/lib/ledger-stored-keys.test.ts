import { describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { LEDGER_SPEC } from './ledger-store';

describeStoredValueFaults({ bankLedger: LEDGER_SPEC });

const entry = (id: string, ts: number) => ({ id, ts, type: 'earn', amount: 5, memo: 'm' });

describeOneBadEntry({
  'ledger entries': {
    spec: LEDGER_SPEC,
    good: [entry('l2', 2000), entry('l1', 1000)],
    bad: { ...entry('l-bad', 1500), type: 'steal' },
    wrap: (entries) => ({ version: 1, carried: 0, entries }),
  },
});
