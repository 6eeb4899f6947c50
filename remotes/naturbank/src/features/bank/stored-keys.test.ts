import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { TRANSACTIONS_SPEC, WALLET_SPEC } from './local-bank';

describeStoredValueFaults({ bankWallet: WALLET_SPEC, bankTransactions: TRANSACTIONS_SPEC });
