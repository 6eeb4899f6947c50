/** Zone children not built yet: each route shows its title and a "being built" line. */
export const PLACEHOLDER_ZONES: ReadonlyArray<{ slug: string; title: string }> = [
  { slug: 'observations', title: 'Observations' },
  { slug: 'community', title: 'Community' },
];
