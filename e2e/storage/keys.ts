/**
 * Every local-storage key (from the registry, so a new key cannot be missed) with
 * the routes that read it, and the hostile values each one must survive.
 */
import { SESSION_KEYS, STORAGE_KEYS } from '@naturverse/platform/storage-keys';

export type KeyName = keyof typeof STORAGE_KEYS;

export interface RouteCheck {
  path: string;
  heading: string;
  /** What the family sees when this key reads as its default. */
  emptyText?: string;
}

const CART = { path: '/cart', heading: 'Cart', emptyText: 'Your cart is empty.' };
const PASSPORT = { path: '/passport', heading: 'Passport' };
const NAVATAR = { path: '/navatar', heading: 'Navatar Creator' };
const COMMUNITY = { path: '/zones/community', heading: 'Community' };
const STORIES = { path: '/zones/stories', heading: 'Stories' };

/** Where each key is read. Typed by the registry: a key missing here does not compile. */
export const ROUTES_READING: Record<KeyName, RouteCheck[]> = {
  cart: [CART, { path: '/marketplace', heading: 'Marketplace' }],
  stampCounts: [PASSPORT],
  stampLastGrant: [{ path: '/zones/arcade', heading: 'Arcade' }],
  profile: [
    { path: '/profile', heading: 'Profile' },
    { path: '/', heading: 'Welcome to Naturverse' },
  ],
  marketplaceWishlist: [{ path: '/wishlist', heading: 'Wishlist', emptyText: 'No saved items yet.' }],
  marketplaceLibrary: [
    { path: '/marketplace', heading: 'Marketplace' },
    { path: '/wishlist', heading: 'Wishlist', emptyText: 'Your Library is empty. Tap ‘Save to Library’ on a product to keep it here.' },
  ],
  bankWallet: [{ path: '/naturbank/wallet', heading: 'Wallet' }],
  bankTransactions: [{ path: '/naturbank', heading: 'NaturBank', emptyText: 'No activity yet. Use the grant/spend buttons to simulate flow.' }],
  bankLedger: [{ path: '/naturbank/natur', heading: 'NATUR Token' }],
  coursesEnrolled: [{ path: '/naturversity/courses', heading: 'Courses' }],
  coursesProgress: [{ path: '/naturversity/course/nature-101', heading: 'Nature 101' }],
  passportStamps: [{ ...PASSPORT, emptyText: 'No stamps yet. Add one using the world cards above.' }],
  passportBadges: [{ ...PASSPORT, emptyText: 'No badges yet.' }],
  navatarActive: [NAVATAR],
  navatarLibrary: [{ ...NAVATAR, emptyText: 'No saved Navatars yet. Make one and press Save Navatar.' }],
  navatarDraft: [NAVATAR],
  stories: [STORIES],
  storyProgress: [STORIES],
  quizzes: [{ path: '/zones/quizzes', heading: 'Quizzes' }],
  // a quiz in play: read when its game opens
  quizProgress: [
    { path: '/zones/quizzes?quiz=nature-basics', heading: 'Quizzes' },
    { path: '/zones/quizzes?tab=party', heading: 'Quizzes' },
  ],
  polls: [COMMUNITY],
  pollVotes: [COMMUNITY],
  volunteerBoard: [COMMUNITY],
  volunteerRsvps: [COMMUNITY],
  // unsaved builder and form drafts: read when their form opens
  storyDrafts: [{ path: '/zones/stories?tab=create', heading: 'Stories' }],
  quizDrafts: [{ path: '/zones/quizzes?tab=builder', heading: 'Quizzes' }],
  observationDraft: [{ path: '/zones/observations?tab=upload', heading: 'Observations' }],
  // read at start-up when overrides are allowed, and by the banner on every page
  hubOverrides: [
    { path: '/status', heading: 'Platform status' },
    { path: '/', heading: 'Welcome to Naturverse' },
  ],
  // read at start-up only when the registry names a canary (not the suite's registry: e2e/deploy/nginx-canary.spec.ts
  // seeds it on a deploy root with one); the pages must survive any value either way
  canaryBucket: [
    { path: '/status', heading: 'Platform status' },
    { path: '/', heading: 'Welcome to Naturverse' },
  ],
};

export const KEY_NAMES = Object.keys(STORAGE_KEYS) as KeyName[];
export { SESSION_KEYS, STORAGE_KEYS };

export const ONE_MB_STRING = JSON.stringify('x'.repeat(1024 * 1024));

/** The three hostile values every stored key must survive. */
export const HOSTILE: ReadonlyArray<{ label: string; raw: string }> = [
  { label: 'garbage', raw: '{oops\u0000<img src=x onerror=window.__xss=1>' },
  { label: 'wrong-shaped JSON', raw: '{"version":1,"state":{"looks":{"like":1},"nothing":[[1,{"a":null}]]}}' },
  { label: 'a 1 MB string', raw: ONE_MB_STRING },
];

/** A distinct value for each other key, so "untouched" is checked byte for byte. */
export function bystanderValue(key: string): string {
  return JSON.stringify({ version: 1, state: `bystander:${key}` });
}

/** Every page of the site, with its h1. */
export const ALL_ROUTES: ReadonlyArray<RouteCheck> = [
  { path: '/', heading: 'Welcome to Naturverse' },
  { path: '/worlds/thailandia', heading: 'Thailandia' },
  { path: '/turian', heading: 'Turian the Durian' },
  { path: '/login', heading: 'Log in' },
  { path: '/profile', heading: 'Profile' },
  { path: '/zones', heading: 'Zones' },
  { path: '/zones/arcade', heading: 'Arcade' },
  { path: '/zones/music', heading: 'Music' },
  { path: '/zones/wellness', heading: 'Wellness' },
  { path: '/zones/creator-lab', heading: 'Creator Lab' },
  { path: '/zones/future', heading: 'Future' },
  { path: '/zones/observations', heading: 'Observations' },
  { path: '/zones/community', heading: 'Community' },
  { path: '/zones/stories', heading: 'Stories' },
  { path: '/zones/quizzes', heading: 'Quizzes' },
  { path: '/marketplace', heading: 'Marketplace' },
  { path: '/marketplace/stickers', heading: 'Sticker Pack' },
  { path: '/cart', heading: 'Cart' },
  { path: '/wishlist', heading: 'Wishlist' },
  { path: '/naturversity', heading: 'Naturversity' },
  { path: '/naturversity/courses', heading: 'Courses' },
  { path: '/naturversity/course/nature-101', heading: 'Nature 101' },
  { path: '/naturversity/teachers', heading: 'Teachers' },
  { path: '/naturversity/partners', heading: 'Partners' },
  { path: '/naturversity/languages', heading: 'Languages' },
  { path: '/naturbank', heading: 'NaturBank' },
  { path: '/naturbank/wallet', heading: 'Wallet' },
  { path: '/naturbank/natur', heading: 'NATUR Token' },
  { path: '/naturbank/nfts', heading: 'NFT Preview' },
  { path: '/naturbank/learn', heading: 'Learn about NaturBank' },
  { path: '/navatar', heading: 'Navatar Creator' },
  { path: '/passport', heading: 'Passport' },
];
