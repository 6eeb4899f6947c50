import { useSyncExternalStore } from 'react';
import { Link, NavLink } from 'react-router';
import { useAuth } from '@naturverse/auth';
import { useCartCount } from '@naturverse/platform';
import { countOf } from '@naturverse/ui/plural';
import { CartIcon, LogoIcon, MenuIcons, ProfileIcon } from './icons';
import { MENU_ID, onMenuClick, useMenuFollowsPage } from './menu';
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
 * Hubs that joined by deploy, from the registry: once hydrated only (the painted header is the
 * build's, which knows no registry; React must hydrate it unchanged).
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

/**
 * The site's header. On a phone its navigation is a menu the Menu button opens as a popover: the
 * browser opens it from the first paint, before any script, and closes it on Escape (focus back
 * on the button) or a tap elsewhere; React closes it when a link is chosen (menu.ts).
 */
export function Header() {
  useMenuFollowsPage();
  return (
    <header className="nv-header">
      <div className="nv-header__bar">
        <Link to="/" className="nv-header__brand">
          <LogoIcon /> Naturverse
        </Link>
        <div className="nv-header__tools">
          <ProfileLink />
          <CartLink />
          <button type="button" className="nv-header__menu" popoverTarget={MENU_ID} onClick={onMenuClick}>
            <MenuIcons /> Menu
          </button>
        </div>
      </div>
      <nav id={MENU_ID} popover="auto" aria-label="Main" className="nv-nav">
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
