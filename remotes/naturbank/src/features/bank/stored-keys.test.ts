import { describeOneBadEntry, describeStoredValueFaults } from '@naturverse/platform/testing';
import { WALLET_SPEC } from '../../lib/local-wallet';
import { TRANSACTIONS_SPEC } from './local-bank';

describeStoredValueFaults({ bankWallet: WALLET_SPEC, bankTransactions: TRANSACTIONS_SPEC });

const tx = (id: string) => ({ id, kind: 'grant', amount: 25, note: 'Daily grant', created_at: '2026-02-01T09:00:00.000Z' });

describeOneBadEntry({
  transactions: {
    spec: TRANSACTIONS_SPEC,
    good: [tx('t1'), tx('t2')],
    bad: { ...tx('t-bad'), amount: -5 },
    wrap: (items) => ({ version: 1, carried: 0, items }),
  },
});
