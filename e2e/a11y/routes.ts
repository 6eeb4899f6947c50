import { ROUTES as NATURVERSITY_ROUTES } from '../naturversity/helpers';

/**
 * Every route of every part, grouped by the part that renders it, with the h1 a family sees
 * there (so an axe pass on a 'Page not found' or a stuck loading screen cannot count).
 */
export interface RouteCheck {
  path: string;
  heading: string;
}

export const ROUTE_GROUPS: Record<string, RouteCheck[]> = {
  shell: [
    { path: '/', heading: 'Welcome to Naturverse' },
    { path: '/login', heading: 'Log in' },
    { path: '/profile', heading: 'Profile' },
    { path: '/turian', heading: 'Turian the Durian' },
    { path: '/about', heading: 'About' },
    { path: '/contact', heading: 'Contact' },
    { path: '/terms', heading: 'Terms' },
    { path: '/privacy', heading: 'Privacy' },
    { path: '/accessibility', heading: 'Accessibility' },
    { path: '/status', heading: 'Platform status' },
    { path: '/404', heading: 'Page not found' },
  ],
  worlds: [
    { path: '/worlds', heading: 'Worlds' },
    { path: '/worlds/thailandia', heading: 'Thailandia' },
    { path: '/worlds/chilandia', heading: 'Chilandia' },
    { path: '/worlds/indillandia', heading: 'Indillandia' },
    { path: '/worlds/brazilandia', heading: 'Brazilandia' },
    { path: '/worlds/australandia', heading: 'Australandia' },
    { path: '/worlds/amerilandia', heading: 'Amerilandia' },
    { path: '/worlds/thailandia/characters/turian', heading: 'Turian the Durian' },
    { path: '/worlds/nowhere', heading: 'World not found.' },
  ],
  zones: [
    { path: '/zones', heading: 'Zones' },
    { path: '/zones/arcade', heading: 'Arcade' },
    { path: '/zones/music', heading: 'Music' },
    { path: '/zones/wellness', heading: 'Wellness' },
    { path: '/zones/creator-lab', heading: 'Creator Lab' },
    { path: '/zones/stories', heading: 'Stories' },
    { path: '/zones/quizzes', heading: 'Quizzes' },
    { path: '/zones/observations', heading: 'Observations' },
    { path: '/zones/culture', heading: 'Culture' },
    { path: '/zones/community', heading: 'Community' },
    { path: '/zones/future', heading: 'Future' },
  ],
  marketplace: [
    { path: '/marketplace', heading: 'Marketplace' },
    { path: '/marketplace/turian-plush', heading: 'Turian Plush' },
    { path: '/marketplace/navatar-tee', heading: 'Navatar Tee' },
    { path: '/marketplace/stickers', heading: 'Sticker Pack' },
    { path: '/cart', heading: 'Cart' },
    { path: '/wishlist', heading: 'Wishlist' },
  ],
  // the hub's own spec list (every route it owns, known slugs and an unknown one)
  naturversity: [...NATURVERSITY_ROUTES],
  naturbank: [
    { path: '/naturbank', heading: 'NaturBank' },
    { path: '/naturbank/wallet', heading: 'Wallet' },
    { path: '/naturbank/natur', heading: 'NATUR Token' },
    { path: '/naturbank/nfts', heading: 'NFT Preview' },
    { path: '/naturbank/learn', heading: 'Learn about NaturBank' },
  ],
  'navatar and passport': [
    { path: '/navatar', heading: 'Navatar Creator' },
    { path: '/passport', heading: 'Passport' },
  ],
};

export const ALL_ROUTES: RouteCheck[] = Object.values(ROUTE_GROUPS).flat();

/** The four looks every route is checked in. */
export const LOOKS = [
  { width: 1280, height: 800, scheme: 'light' },
  { width: 1280, height: 800, scheme: 'dark' },
  { width: 360, height: 740, scheme: 'light' },
  { width: 360, height: 740, scheme: 'dark' },
] as const;
