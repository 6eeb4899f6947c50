import { describeStoredValueFaults } from '@naturverse/platform/testing';
import { LEDGER_SPEC } from './ledger-store';

describeStoredValueFaults({ bankLedger: LEDGER_SPEC });
