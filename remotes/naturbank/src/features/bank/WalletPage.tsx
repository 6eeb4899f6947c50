import { Page } from '@naturverse/ui';
import { DemoNotice } from '../../components/DemoNotice';
import { formatDate } from '../../lib/format';
import { useLocalWallet } from '../../lib/local-wallet';
import { modeStatusText } from './bank-rules';
import { useBank } from './useBank';
import { BankWalletPanel } from './BankWalletPanel';
import '../../components/bank.css';

/** /naturbank/wallet: the wallet's details and its edit form. */
export function WalletPage() {
  const { loaded, busy, saveWallet, createDemo } = useBank();
  const local = useLocalWallet();
  return (
    <Page title="Wallet" intro="Your wallet has an address (like a house number for your coins) and a name you choose.">
      <DemoNotice />
      <p className="nv-bank__status" role="status">
        {loaded ? modeStatusText(loaded.mode) : 'Loading…'}
      </p>
      {loaded && (
        <>
          <BankWalletPanel mode={loaded.mode} wallet={loaded.wallet} busy={busy} onSave={saveWallet} onCreateDemo={createDemo} />
          {loaded.mode === 'local' && local && (
            <p className="nv-muted">
              Kept in this browser since <time dateTime={local.createdAt}>{formatDate(local.createdAt)}</time>.
            </p>
          )}
        </>
      )}
    </Page>
  );
}
