/** Spec §3 Course and §9 seed content: 5 courses, 3 lessons each, written for ages ~5–12. */
import { filterByQuery } from '../../lib/search';

export type Track = 'Nature' | 'Art' | 'Music' | 'Wellness' | 'Crypto';

export interface Lesson {
  id: string;
  title: string;
  summary: string;
}

export interface Course {
  slug: string;
  title: string;
  summary: string;
  track: Track;
  lessons: readonly Lesson[];
}

/**
 * Each track's drawn picture (shell/public/icons/), shown on its courses in place of the seed's
 * emoji (emoji are empty boxes without a colour-emoji font). The zones' own
 * pictures where a zone is the same subject, so one subject looks the same everywhere.
 */
export const TRACK_ICONS: Readonly<Record<Track, string>> = {
  Nature: '/icons/tracks/nature.svg',
  Art: '/icons/zones/creator-lab.svg',
  Music: '/icons/zones/music.svg',
  Wellness: '/icons/zones/wellness.svg',
  Crypto: '/icons/earn.svg',
};

export const COURSES: readonly Course[] = [
  {
    slug: 'nature-101',
    title: 'Nature 101',
    summary: 'Meet the plants, bugs and animals that share your neighbourhood.',
    track: 'Nature',
    lessons: [
      { id: 'seeds-and-sprouts', title: 'Seeds and Sprouts', summary: 'How a tiny seed drinks water, finds the light and grows into a plant.' },
      { id: 'bug-hunt', title: 'Gentle Bug Hunt', summary: 'Look under leaves and stones, count what you see, and put every home back.' },
      { id: 'who-eats-what', title: 'Who Eats What?', summary: 'Follow a food chain from sunshine to grass to rabbit to fox.' },
    ],
  },
  {
    slug: 'art-lab',
    title: 'Art Lab',
    summary: 'Paint, print and build with colours and treasures from nature.',
    track: 'Art',
    lessons: [
      { id: 'colour-mixing', title: 'Colour Mixing', summary: 'Mix red, yellow and blue to discover orange, green and purple.' },
      { id: 'leaf-prints', title: 'Leaf Prints', summary: 'Press painted leaves onto paper to make patterns full of veins and edges.' },
      { id: 'found-sculpture', title: 'Found-Object Sculpture', summary: 'Build a little creature from twigs, pebbles and pine cones.' },
    ],
  },
  {
    slug: 'music-maker',
    title: 'Music Maker',
    summary: 'Find the beat, play with sounds and write your first tune.',
    track: 'Music',
    lessons: [
      { id: 'find-the-beat', title: 'Find the Beat', summary: 'Clap, stomp and tap along to a steady beat, slow and fast.' },
      { id: 'high-and-low', title: 'High and Low', summary: 'Listen for high bird calls and low frog croaks, then sing them back.' },
      { id: 'first-tune', title: 'Your First Tune', summary: 'Put five notes in an order you like and give your song a name.' },
    ],
  },
  {
    slug: 'wellness-basics',
    title: 'Wellness Basics',
    summary: 'Calm breathing, big feelings and healthy habits for every day.',
    track: 'Wellness',
    lessons: [
      { id: 'belly-breathing', title: 'Belly Breathing', summary: 'Breathe in slowly like smelling a flower, out like blowing a candle.' },
      { id: 'naming-feelings', title: 'Naming Feelings', summary: 'Happy, sad, cross or worried: every feeling is okay, and naming it helps.' },
      { id: 'sleep-and-snacks', title: 'Sleep and Snacks', summary: 'Why rest, water and colourful food help your body and brain grow.' },
    ],
  },
  {
    slug: 'crypto-basics',
    title: 'Crypto Basics',
    summary: 'What money is, how a ledger keeps track, and why saving matters.',
    track: 'Crypto',
    lessons: [
      { id: 'what-is-money', title: 'What Is Money?', summary: 'From swapping shells to coins and cards: money helps people trade fairly.' },
      {
        id: 'what-is-a-ledger',
        title: 'What Is a Ledger?',
        summary: 'A ledger is a list of who gave what to whom; a shared digital ledger is the idea behind crypto.',
      },
      {
        id: 'saving-up',
        title: 'Saving Up',
        summary: 'Set a goal, put a little aside each week, and watch your savings grow. Always talk about real money with a grown-up.',
      },
    ],
  },
];

export function findCourse(slug: string | undefined): Course | undefined {
  return COURSES.find((c) => c.slug === slug);
}

/** Course search: title, summary and track, case-insensitive. */
export function filterCourses(courses: readonly Course[], query: string): Course[] {
  return filterByQuery(courses, query, (c) => [c.title, c.summary, c.track]);
}

export function courseHref(slug: string): string {
  return `/naturversity/course/${slug}`;
}
