import { SHELL_ICONS } from '../lib/shell-icons';

/**
 * The header's own icons: emoji show as empty boxes on a device without a
 * colour-emoji font and look different on every device. Each is a small SVG (shell/public/icons/,
 * white lines: the header is green in both themes) or the logo itself, shown from the build's one
 * file of the header's and home page's icons (`/icons/shell.svg#<name>`, shell/build/icon-sprites.ts:
 * one image document for all of them), not inline markup and not a bundled import: the first
 * load's script stays within its budget (the worker precaches the file). An icon that is a
 * link's only content carries the link's name as its alt text (HTML_CodeSniffer H30); beside
 * text it is decorative (alt="").
 */
function Icon({ name, alt = '', size = 24, className = 'nv-icon' }: { name: string; alt?: string; size?: number; className?: string }) {
  return <img className={className} src={`${SHELL_ICONS}#${name}`} alt={alt} width={size} height={size} />;
}

/** The site's logo (the favicon's picture), its badge on the header green. */
export const LogoIcon = () => <img className="nv-icon" src={`${SHELL_ICONS}#logo`} alt="" width={28} height={28} />;
export const CartIcon = ({ label }: { label: string }) => <Icon name="cart" alt={label} />;
export const ProfileIcon = () => <Icon name="profile" alt="Your profile" />;
/** Both of the Menu button's icons: the stylesheet shows the close icon while the menu is open, before any script too. */
export const MenuIcons = () => (
  <>
    <Icon name="menu" className="nv-icon nv-header__menu-open" />
    <Icon name="close" className="nv-icon nv-header__menu-close" />
  </>
);
