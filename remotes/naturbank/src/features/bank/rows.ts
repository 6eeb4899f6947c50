/**
 * One valibot schema per bank entity, used for every source: browser storage (local
 * demo mode) and server rows (synced mode). A row that does not parse is dropped —
 * never shown as a zero or an empty line — and a dropped server row is logged.
 */
import * as v from 'valibot';
import { parserOf, timestamp } from '@naturverse/platform';
import { toAmount } from './bank-rules';
import type { Transaction, TransactionKind } from './types';

export const LOCAL_USER_ID = 'local';

const KIND_LIST: readonly TransactionKind[] = ['grant', 'spend', 'earn'];

/** PostgREST sends numeric(14,2) amounts as numbers, but be tolerant of strings. */
const positiveAmount = v.pipe(v.unknown(), v.transform(toAmount), v.number(), v.gtValue(0));

export const transactionSchema = v.pipe(
  v.object({
    id: v.string(),
    user_id: v.optional(v.nullable(v.string())),
    wallet_address: v.optional(v.nullable(v.string())),
    kind: v.picklist(KIND_LIST),
    amount: positiveAmount,
    note: v.optional(v.nullable(v.string())),
    created_at: timestamp,
  }),
  v.transform((row): Transaction => ({
    id: row.id,
    user_id: row.user_id ?? LOCAL_USER_ID,
    wallet_address: row.wallet_address ?? null,
    kind: row.kind,
    amount: row.amount,
    note: row.note ?? null,
    created_at: row.created_at,
  })),
);

export const parseTransaction: (raw: unknown) => Transaction | null = parserOf(transactionSchema);
