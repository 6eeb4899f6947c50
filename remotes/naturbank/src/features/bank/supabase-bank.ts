/**
 * Synced mode: exactly the spec §7 wallet calls against Supabase, with names from
 * TABLES / VIEWS. Nothing is written to browser storage here.
 */
import { TABLES, VIEWS, columnList, keepValid, type BackendClient, type BackendResult } from '@naturverse/platform';
import { MAX_TRANSACTIONS, clampBalance, friendlyBankError, toAmount } from './bank-rules';
import { parseTransaction, transactionSchema } from './rows';
import type { BankStore, Transaction, Wallet, WriteOutcome } from './types';

const WALLETS = TABLES.naturWallets;
const TRANSACTIONS = TABLES.naturTransactions;
const MY_WALLET = VIEWS.myWallet;
/** Read wallet selects (address, label): the wallet columns without the owner. */
const WALLET_READ = columnList(WALLETS.columns.filter((c) => c !== 'user_id'));

function readOrThrow({ data, error }: BackendResult, what: string): unknown {
  if (error) throw new Error(error.message || `Could not read ${what}.`);
  return data;
}

const logDropped = (row: unknown) => console.warn('[naturbank] dropped a malformed transaction row from the server', row);

/** The saved row, through the same schema as stored ones; a malformed one is logged, not shown. */
function writeOutcome({ data, error }: BackendResult): WriteOutcome<Transaction> {
  if (error || !data) return { ok: false, message: friendlyBankError(error ?? { message: 'The server did not save this.' }) };
  const row = parseTransaction(data);
  if (!row) {
    logDropped(data);
    return { ok: false, message: 'The server sent back something unexpected, so it is not shown. Reload to see what was saved.' };
  }
  return { ok: true, value: row };
}

export function createSupabaseBankStore(client: BackendClient, userId: string): BankStore {
  return {
    async readWallet() {
      const result = await client.from(WALLETS.name).select(WALLET_READ).eq('user_id', userId).limit(1).maybeSingle();
      const row = readOrThrow(result, 'the wallet') as Wallet | null;
      return row ? { address: row.address, label: row.label ?? null } : null;
    },
    async saveWallet({ address, label }) {
      const result = await client.from(WALLETS.name).upsert({ user_id: userId, address, label: label ?? null }, { onConflict: WALLETS.conflict });
      if (result.error) return { ok: false, message: friendlyBankError(result.error) };
      return { ok: true, value: { address, label: label ?? null } };
    },
    async listTransactions() {
      const result = await client
        .from(TRANSACTIONS.name)
        .select(columnList(TRANSACTIONS.columns))
        .eq('user_id', userId)
        .order('created_at', { ascending: false })
        .limit(TRANSACTIONS.limit);
      const rows = readOrThrow(result, 'transactions');
      return Array.isArray(rows) ? keepValid(transactionSchema, rows.slice(0, MAX_TRANSACTIONS), logDropped) : [];
    },
    async addTransaction({ wallet_address, kind, amount, note }) {
      const result = await client.from(TRANSACTIONS.name).insert({ user_id: userId, wallet_address, kind, amount, note }).select().single();
      return writeOutcome(result);
    },
    async readBalance() {
      const result = await client.from(MY_WALLET.name).select(columnList(MY_WALLET.columns)).single();
      const row = readOrThrow(result, 'the balance') as { balance?: unknown } | null;
      return clampBalance(toAmount(row?.balance) ?? 0);
    },
  };
}
