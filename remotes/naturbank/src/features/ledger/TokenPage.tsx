import { useState } from 'react';
import { Button, EmptyState, Page, TextField } from '@naturverse/ui';
import { DemoNotice } from '../../components/DemoNotice';
import { formatDate, formatNatur } from '../../lib/format';
import { LEDGER_ACTIONS, LEDGER_CAP, MEMO_MAX, cleanMemo, ledgerBalance, type Ledger } from '../../lib/ledger-rules';
import { createDemoWallet, recordLedgerEntry, useLedger } from '../../lib/ledger-store';
import { useLocalWallet } from '../../lib/local-wallet';
import '../../components/bank.css';

const TYPE_LABEL = { grant: 'Grant', earn: 'Earn', spend: 'Spend' } as const;

/** /naturbank/natur: the NATUR token page with the local ledger (always in this browser). */
export function TokenPage() {
  const ledger = useLedger();
  const wallet = useLocalWallet();
  const [memo, setMemo] = useState('');
  // A refusal describes the ledger it was refused on: any change to the ledger (a grant,
  // the demo wallet's 120, another tab) makes it stale, so it is shown only for that ledger.
  const [refusal, setRefusal] = useState<{ ledger: Ledger; message: string } | null>(null);
  const message = refusal?.ledger === ledger ? refusal.message : '';
  const balance = ledgerBalance(ledger);

  const act = (action: (typeof LEDGER_ACTIONS)[number]) => {
    const outcome = recordLedgerEntry({ type: action.type, amount: action.amount, memo: cleanMemo(memo, action.defaultMemo) });
    if (outcome.ok) {
      setRefusal(null);
      setMemo('');
    } else if ('message' in outcome) {
      setRefusal({ ledger, message: outcome.message });
    } // not saved: the err toast said why, and the memo stays for another try
  };

  return (
    <Page title="NATUR Token" intro="NATUR is Naturverse’s pretend coin. This page keeps a ledger: a list of every coin in and out.">
      <DemoNotice />
      <section aria-labelledby="token-wallet" className="nv-card nv-stack">
        <h2 id="token-wallet">Demo wallet</h2>
        {wallet ? (
          <dl className="nv-bank__facts">
            <dt>Address</dt>
            <dd>
              <code className="nv-bank__address">{wallet.address}</code>
            </dd>
            <dt>Created</dt>
            <dd>
              <time dateTime={wallet.createdAt}>{formatDate(wallet.createdAt)}</time>
            </dd>
          </dl>
        ) : (
          <>
            <p className="nv-muted">No demo wallet yet. Creating one gives you 120 pretend NATUR to practise with.</p>
            <div>
              <Button onClick={() => createDemoWallet()}>Create demo wallet</Button>
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="token-balance" className="nv-card nv-stack">
        <h2 id="token-balance">Ledger balance</h2>
        <p className="nv-bank__balance" data-testid="ledger-balance" aria-live="polite">
          {formatNatur(balance)}
        </p>
        <TextField
          label="Memo"
          hint="What is it for? (optional)"
          value={memo}
          limit={MEMO_MAX}
          onChange={(e) => setMemo(e.currentTarget.value)}
          autoComplete="off"
        />
        <div className="nv-row">
          {LEDGER_ACTIONS.map((a) => (
            <Button key={a.label} variant={a.type === 'spend' ? 'secondary' : 'primary'} onClick={() => act(a)}>
              {a.label}
            </Button>
          ))}
        </div>
        <p className="nv-bank__message" role="status" data-testid="ledger-message">
          {message}
        </p>
      </section>
      <section aria-labelledby="token-ledger" className="nv-stack">
        <h2 id="token-ledger">Ledger</h2>
        <p className="nv-muted">The ledger keeps the newest {LEDGER_CAP} entries.</p>
        {ledger.entries.length === 0 ? (
          <EmptyState>
            {/* the Create demo wallet button exists only while there is no wallet */}
            {wallet ? 'No ledger entries yet. Use the buttons above.' : 'No ledger entries yet. Create a demo wallet or use the buttons above.'}
          </EmptyState>
        ) : (
          <ol className="nv-bank__list" aria-label="Ledger entries, newest first">
            {ledger.entries.map((e) => (
              <li key={e.id} className="nv-bank__entry" data-kind={e.type}>
                <span className="nv-badge">{TYPE_LABEL[e.type]}</span>
                <strong className="nv-bank__amount">{`${e.type === 'spend' ? '−' : '+'}${e.amount}`}</strong>
                <span className="nv-bank__note">{e.memo}</span>
                <time className="nv-muted" dateTime={new Date(e.ts).toISOString()}>
                  {formatDate(new Date(e.ts).toISOString())}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
    </Page>
  );
}
