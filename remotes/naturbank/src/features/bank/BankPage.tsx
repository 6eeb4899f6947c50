import { Button, Page } from '@naturverse/ui';
import { BankNav } from './BankNav';
import { DemoNotice } from '../../components/DemoNotice';
import { formatNatur } from '../../lib/format';
import { DAILY_GRANT, SHOP_SPEND, canSpend, modeStatusText } from './bank-rules';
import { TransactionList } from './TransactionList';
import { useBank } from './useBank';
import { BankWalletPanel } from './BankWalletPanel';
import '../../components/bank.css';

/** /naturbank: a wallet, a balance and a transaction list. */
export function BankPage() {
  const { loaded, busy, addTransaction, saveWallet, createDemo } = useBank();
  return (
    <Page title="NaturBank" intro="Practise saving and spending with NATUR, our pretend nature coin.">
      <DemoNotice />
      <p className="nv-bank__status" role="status">
        {loaded ? modeStatusText(loaded.mode) : 'Loading…'}
      </p>
      <BankNav />
      {loaded && (
        <div className="nv-bank__layout">
          <section aria-labelledby="bank-balance" className="nv-card nv-stack">
            <h2 id="bank-balance">Balance</h2>
            <p className="nv-bank__balance" data-testid="bank-balance" aria-live="polite">
              {formatNatur(loaded.balance)}
            </p>
            <div className="nv-row">
              <Button disabled={busy} onClick={() => void addTransaction(DAILY_GRANT)}>
                Grant +25
              </Button>
              <Button variant="secondary" disabled={busy || !canSpend(loaded.balance)} onClick={() => void addTransaction(SHOP_SPEND)}>
                Spend −10
              </Button>
            </div>
            {!canSpend(loaded.balance) && <p className="nv-muted">Spending needs at least 10 NATUR. Try a grant first!</p>}
          </section>
          <BankWalletPanel mode={loaded.mode} wallet={loaded.wallet} busy={busy} onSave={saveWallet} onCreateDemo={createDemo} />
          <TransactionList transactions={loaded.transactions} />
        </div>
      )}
    </Page>
  );
}
