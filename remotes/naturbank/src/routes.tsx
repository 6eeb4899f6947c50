import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { BankPage } from './features/bank/BankPage';
import { lazyPage } from '@naturverse/ui/lazy-page';
import { HubVersion } from '@naturverse/ui/hub-version';

// The bank page (what the main nav opens) is in this chunk, so a click on NaturBank needs
// nothing more than the prefetched ./routes; the other pages load on their first visit.
const WalletRoute = lazyPage('naturbank', 'Wallet', () => import('./features/bank/WalletPage').then((m) => m.WalletPage));
const TokenRoute = lazyPage('naturbank', 'NATUR', () => import('./features/ledger/TokenPage').then((m) => m.TokenPage));
const NftsRoute = lazyPage('naturbank', 'NFTs', () => import('./features/nfts/NftsPage').then((m) => m.NftsPage));
const LearnRoute = lazyPage('naturbank', 'Learn', () => import('./features/learn/LearnPage').then((m) => m.LearnPage));

/** The one route entry this remote exposes: every path the NaturBank hub owns. */
export default function NaturBankRoutes() {
  return (
    <>
      <Routes>
        <Route path="/naturbank" element={<BankPage />} />
        <Route path="/naturbank/wallet" element={<WalletRoute />} />
        <Route path="/naturbank/natur" element={<TokenRoute />} />
        <Route path="/naturbank/nfts" element={<NftsRoute />} />
        <Route path="/naturbank/learn" element={<LearnRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
      <HubVersion hub="NaturBank" version={__NATURVERSE_HUB_VERSION__} />
    </>
  );
}
