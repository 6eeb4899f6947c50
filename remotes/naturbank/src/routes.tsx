import { Route, Routes } from 'react-router';
import { NotFound } from '@naturverse/ui';
import { BankPage } from './features/bank/BankPage';
import { lazyPage, usePreloadNextPages, type PagesByRoute } from '@naturverse/ui/lazy-page';
import { HubVersion } from '@naturverse/ui/hub-version';

// The bank page (what the main nav opens) is in this chunk, so a click on NaturBank needs
// nothing more than the prefetched ./routes; the other pages load on their own, ahead of the tap
// once a link to them is on screen and the browser is idle, or wanted (usePreloadNextPages).
const WalletRoute = lazyPage('naturbank', 'Wallet', () => import('./features/bank/WalletPage').then((m) => m.WalletPage));
const TokenRoute = lazyPage('naturbank', 'NATUR', () => import('./features/ledger/TokenPage').then((m) => m.TokenPage));
const NftsRoute = lazyPage('naturbank', 'NFTs', () => import('./features/nfts/NftsPage').then((m) => m.NftsPage));
const LearnRoute = lazyPage('naturbank', 'Learn', () => import('./features/learn/LearnPage').then((m) => m.LearnPage));
const LAZY_PAGES: PagesByRoute = [
  ['/naturbank/wallet', WalletRoute],
  ['/naturbank/natur', TokenRoute],
  ['/naturbank/nfts', NftsRoute],
  ['/naturbank/learn', LearnRoute],
];

/** The one route entry this remote exposes: every path the NaturBank hub owns. */
export default function NaturBankRoutes() {
  usePreloadNextPages(LAZY_PAGES);
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
