/** The 10 zones of the /zones index, in spec order (§2 Zones). */
export interface ZoneInfo {
  slug: string;
  title: string;
  blurb: string;
}

export const ZONES: readonly ZoneInfo[] = [
  { slug: 'arcade', title: 'Arcade', blurb: 'Test your reactions and pop as many bubbles as you can.' },
  { slug: 'music', title: 'Music', blurb: 'Sing along, keep the beat and build your own drum groove.' },
  { slug: 'wellness', title: 'Wellness', blurb: 'Calm breathing, gentle stretches and a fun workout timer.' },
  { slug: 'creator-lab', title: 'Creator Lab', blurb: 'Make characters, storyboards and sticker sheets.' },
  { slug: 'stories', title: 'Stories', blurb: 'Choose-your-path adventures, and write your own.' },
  { slug: 'quizzes', title: 'Quizzes', blurb: 'Nature quizzes to play alone or as a family party.' },
  { slug: 'observations', title: 'Observations', blurb: 'Photograph the nature around you and keep a gallery.' },
  { slug: 'culture', title: 'Culture', blurb: 'Beliefs, holidays and ceremonies from kingdoms around the world.' },
  { slug: 'community', title: 'Community', blurb: 'Vote in polls and join volunteer events.' },
  { slug: 'future', title: 'Future', blurb: 'A peek at what is coming next to Naturverse.' },
];

export function zonePath(slug: string): string {
  return `/zones/${slug}`;
}
