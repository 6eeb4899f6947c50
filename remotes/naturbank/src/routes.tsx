import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { BankPage } from './features/bank/BankPage';
import { WalletPage } from './features/bank/WalletPage';
import { TokenPage } from './features/ledger/TokenPage';
import { LearnPage } from './features/learn/LearnPage';
import { NftsPage } from './features/nfts/NftsPage';

/** The one route entry this remote exposes: every path the NaturBank hub owns. */
export default function NaturBankRoutes() {
  return (
    <>
      <Routes>
        <Route path="/naturbank" element={<BankPage />} />
        <Route path="/naturbank/wallet" element={<WalletPage />} />
        <Route path="/naturbank/natur" element={<TokenPage />} />
        <Route path="/naturbank/nfts" element={<NftsPage />} />
        <Route path="/naturbank/learn" element={<LearnPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      {/* which build this is, for QA and the hub's team: small and muted, after the content */}
      <p className="nv-muted nv-hub-version">NaturBank hub, version {__NATURVERSE_HUB_VERSION__}</p>
    </>
  );
}
