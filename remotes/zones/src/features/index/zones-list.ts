/** The 10 zones of the /zones index, in spec order (§2 Zones). */
export interface ZoneInfo {
  slug: string;
  title: string;
  emoji: string;
  blurb: string;
}

export const ZONES: readonly ZoneInfo[] = [
  { slug: 'arcade', title: 'Arcade', emoji: '🎮', blurb: 'Test your reactions and pop as many bubbles as you can.' },
  { slug: 'music', title: 'Music', emoji: '🎵', blurb: 'Sing along, keep the beat and build your own drum groove.' },
  { slug: 'wellness', title: 'Wellness', emoji: '🧘', blurb: 'Calm breathing, gentle stretches and a fun workout timer.' },
  { slug: 'creator-lab', title: 'Creator Lab', emoji: '🎨', blurb: 'Make characters, storyboards and sticker sheets.' },
  { slug: 'stories', title: 'Stories', emoji: '📚', blurb: 'Choose-your-path adventures, and write your own.' },
  { slug: 'quizzes', title: 'Quizzes', emoji: '❓', blurb: 'Nature quizzes to play alone or as a family party.' },
  { slug: 'observations', title: 'Observations', emoji: '🔍', blurb: 'Photograph the nature around you and keep a gallery.' },
  { slug: 'culture', title: 'Culture', emoji: '🌏', blurb: 'Beliefs, holidays and ceremonies from kingdoms around the world.' },
  { slug: 'community', title: 'Community', emoji: '🤝', blurb: 'Vote in polls and join volunteer events.' },
  { slug: 'future', title: 'Future', emoji: '🚀', blurb: 'A peek at what is coming next to Naturverse.' },
];

export function zonePath(slug: string): string {
  return `/zones/${slug}`;
}
