import { EmptyState } from '@naturverse/ui';
import { formatDate } from '../../lib/format';
import { EMPTY_ACTIVITY_TEXT, MAX_TRANSACTIONS, formatSigned, newestFirst } from './bank-rules';
import type { Transaction } from './types';

const KIND_LABEL = { grant: 'Grant', earn: 'Earn', spend: 'Spend' } as const;

/** At most 200 transactions, newest first. */
export function TransactionList({ transactions }: { transactions: readonly Transaction[] }) {
  const shown = newestFirst(transactions).slice(0, MAX_TRANSACTIONS);
  return (
    <section aria-labelledby="bank-activity" className="nv-stack">
      <h2 id="bank-activity">Transactions</h2>
      {shown.length === 0 ? (
        <EmptyState>{EMPTY_ACTIVITY_TEXT}</EmptyState>
      ) : (
        <ol className="nv-bank__list" aria-label="Transactions, newest first">
          {shown.map((t) => (
            <li key={t.id} className="nv-bank__entry" data-kind={t.kind}>
              <span className="nv-badge">{KIND_LABEL[t.kind]}</span>
              <strong className="nv-bank__amount">{formatSigned(t)}</strong>
              <span className="nv-bank__note">{t.note}</span>
              <time className="nv-muted" dateTime={t.created_at}>
                {formatDate(t.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
