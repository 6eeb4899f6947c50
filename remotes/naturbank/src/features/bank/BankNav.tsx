import { NavLink } from 'react-router';

const LINKS = [
  { to: '/naturbank/wallet', label: 'Wallet' },
  { to: '/naturbank/natur', label: 'NATUR token' },
  { to: '/naturbank/nfts', label: 'NFT preview' },
  { to: '/naturbank/learn', label: 'Learn' },
];

/** The bank's own sub-pages (the shell adds breadcrumbs on each of them). */
export function BankNav() {
  return (
    <nav aria-label="NaturBank pages">
      <ul className="nv-bank__nav">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink className="nv-button nv-button--secondary nv-button--small" to={l.to}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
