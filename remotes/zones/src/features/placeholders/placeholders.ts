/** Zone children not built in this issue: each route shows its title and a "being built" line. */
export const PLACEHOLDER_ZONES: ReadonlyArray<{ slug: string; title: string }> = [
  { slug: 'creator-lab', title: 'Creator Lab' },
  { slug: 'stories', title: 'Stories' },
  { slug: 'quizzes', title: 'Quizzes' },
  { slug: 'observations', title: 'Observations' },
  { slug: 'culture', title: 'Culture' },
  { slug: 'community', title: 'Community' },
  { slug: 'future', title: 'Future' },
];
