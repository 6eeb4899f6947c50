import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '@naturverse/auth';
import { useCartCount } from '@naturverse/platform';
import { countOf } from '@naturverse/ui/plural';
import { CartIcon, LogoIcon, MenuIcon, ProfileIcon } from './icons';
import { useHydrated } from './use-hydrated';
import { joinedHubLinks } from './joined-hubs';
import { getRegistry, subscribeRegistry } from '../federation/loading/remotes';

/** Spec §2 header links, in spec order. */
export const NAV_LINKS = [
  { to: '/worlds', label: 'Worlds' },
  { to: '/zones', label: 'Zones' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/naturversity', label: 'Naturversity' },
  { to: '/naturbank', label: 'NaturBank' },
  { to: '/navatar', label: 'Navatar' },
  { to: '/passport', label: 'Passport' },
  { to: '/turian', label: 'Turian' },
] as const;

function CartLink() {
  // the cart lives in this browser's storage: the prerendered page has none, so hydration starts at 0
  const stored = useCartCount();
  const count = useHydrated() ? stored : 0;
  const label = count > 0 ? `Cart, ${countOf(count, 'item')}` : 'Cart';
  return (
    <Link to="/cart" className="nv-header__icon">
      <CartIcon label={label} />
      {count > 0 && (
        <span className="nv-header__dot" data-testid="cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

function ProfileLink() {
  const { status, user } = useAuth();
  if (status !== 'signed-in' || !user) return null;
  return (
    <Link to="/profile" className="nv-header__icon">
      {user.avatarUrl ? <img src={user.avatarUrl} alt="Your profile" width={32} height={32} className="nv-header__avatar" /> : <ProfileIcon />}
    </Link>
  );
}

/**
 * Hubs that joined by deploy, from the registry: after hydration only (the prerendered header
 * is the build's, which knows no registry; React must adopt it unchanged).
 */
function JoinedHubLinks() {
  const registry = useSyncExternalStore(subscribeRegistry, getRegistry, getRegistry);
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return joinedHubLinks(registry.remotes, NAV_LINKS).map((link) => (
    <li key={link.to}>
      <NavLink to={link.to}>{link.label}</NavLink>
    </li>
  ));
}

export function Header() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [pathname]); // a chosen link closes the small-screen menu
  useEffect(() => {
    if (!open) return;
    // Escape closes the open menu from anywhere in the page and gives focus back to its toggle.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="nv-header">
      <div className="nv-header__bar">
        <Link to="/" className="nv-header__brand">
          <LogoIcon /> Naturverse
        </Link>
        <div className="nv-header__tools">
          <ProfileLink />
          <CartLink />
          <button
            ref={menuButton}
            type="button"
            className="nv-header__menu"
            aria-expanded={open}
            aria-controls="nv-main-nav"
            onClick={() => setOpen((v) => !v)}
          >
            <MenuIcon open={open} /> Menu
          </button>
        </div>
      </div>
      <nav id="nv-main-nav" aria-label="Main" className={open ? 'nv-nav nv-nav--open' : 'nv-nav'}>
        <ul>
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{link.label}</NavLink>
            </li>
          ))}
          <JoinedHubLinks />
        </ul>
      </nav>
    </header>
  );
}
