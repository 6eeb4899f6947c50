/** Breadcrumbs from the path (spec §2): Home / segments, friendly labels where known. */
export interface Crumb {
  label: string;
  /** Where the crumb leads; null for a path segment that is not a page of its own. */
  to: string | null;
}

/**
 * Paths the trail passes through that are no page of their own: a character lives at
 * /worlds/{slug}/characters/{name}, but the characters gallery is part of the world page,
 * and /auth only prefixes the callback. A link there would lead to 'Page not found', so
 * these crumbs are shown as text.
 */
const NOT_A_PAGE: readonly RegExp[] = [/^\/worlds\/[^/]+\/characters$/, /^\/auth$/];

export const CRUMB_LABELS: Record<string, string> = {
  worlds: 'Worlds',
  // the six map worlds read as their names, not their slugs
  thailandia: 'Thailandia',
  chilandia: 'Chilandia',
  indillandia: 'Indillandia',
  brazilandia: 'Brazilandia',
  australandia: 'Australandia',
  amerilandia: 'Amerilandia',
  characters: 'Characters',
  zones: 'Zones',
  arcade: 'Arcade',
  music: 'Music',
  wellness: 'Wellness',
  'creator-lab': 'Creator Lab',
  stories: 'Stories',
  quizzes: 'Quizzes',
  observations: 'Observations',
  culture: 'Culture',
  community: 'Community',
  future: 'Future',
  marketplace: 'Marketplace',
  cart: 'Cart',
  wishlist: 'Wishlist',
  naturversity: 'Naturversity',
  teachers: 'Teachers',
  partners: 'Partners',
  courses: 'Courses',
  course: 'Course',
  languages: 'Languages',
  naturbank: 'NaturBank',
  wallet: 'Wallet',
  natur: 'NATUR',
  nfts: 'NFTs',
  learn: 'Learn',
  navatar: 'Navatar',
  passport: 'Passport',
  turian: 'Turian',
  profile: 'Profile',
  login: 'Log in',
  about: 'About',
  contact: 'Contact',
  terms: 'Terms',
  privacy: 'Privacy',
  accessibility: 'Accessibility',
  status: 'Platform status',
  auth: 'Sign in',
  callback: 'Signing in',
};

function labelFor(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape stays as typed
  }
  return CRUMB_LABELS[decoded] ?? decoded.replace(/-/g, ' ');
}

/** [] when there would be only one crumb (the home page): the trail is hidden then. */
export function buildCrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ label: 'Home', to: '/' }];
  segments.forEach((segment, i) => {
    const to = '/' + segments.slice(0, i + 1).join('/');
    crumbs.push({ label: labelFor(segment), to: NOT_A_PAGE.some((re) => re.test(to)) ? null : to });
  });
  return crumbs;
}
